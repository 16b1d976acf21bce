import type { DataScope, Language, PayslipLanguageRule, PayslipProtection } from '@tenaga/contracts';

/** Number formats by the company's language (its region settings, as the web formats them). */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-SG', id: 'id-ID', ms: 'ms-MY', zh: 'zh-CN', vi: 'vi-VN' };
const LANGUAGE_SET: ReadonlySet<string> = new Set(Object.keys(NUMBER_LOCALES));
export const isLanguage = (value: string | null | undefined): value is Language => value != null && LANGUAGE_SET.has(value);

/**
 * An amount as the company's region writes it ('SGD 4,000.00', 'IDR 6.000.000'). The stored
 * decimal string is formatted as it is: Intl reads a string as an exact decimal, so no float is
 * involved, and a fraction the currency does not usually print (IDR 0.50) is printed, not rounded away.
 */
export function formatMoney(amount: string, currency: string, regionLanguage: Language): string {
  const stored = (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
  return moneyFormat(NUMBER_LOCALES[regionLanguage], currency, stored).format(amount as unknown as number);
}

/** Formatters are made once per locale, currency and fraction (a run prints thousands of amounts). */
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, storedDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${storedDigits}`;
  let format = formats.get(key);
  if (!format) {
    const usual = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: usual,
      maximumFractionDigits: Math.max(usual, storedDigits),
    });
    formats.set(key, format);
  }
  return format;
}

/** A pay month ('YYYY-MM') as the language names it ('January 2026', '2026年1月'). */
export function payMonthName(period: string, language: Language): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(Date.UTC(year, month - 1, 1));
}
const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** The payslip's language: the employee's own when the rule allows it and they chose one, else the company's. */
export function payslipLanguage(rule: PayslipLanguageRule, employee: string | null, company: string): Language {
  if (rule === 'employee' && isLanguage(employee)) return employee;
  return isLanguage(company) ? company : 'en';
}

export type PayslipPassword = { readonly ok: true; readonly password: string | null } | { readonly ok: false; readonly missing: string };

/**
 * The password a payslip opens with under the company's rule: none; the date of birth as DDMMYYYY;
 * or the last 4 characters of the ID number (spaces dropped, letters upper-cased). When the record
 * lacks what the rule needs, the payslip cannot be protected: it is not made (never sent unprotected).
 */
export function payslipPassword(
  rule: PayslipProtection,
  person: { dateOfBirth: string | null; identificationNumber: string | null },
): PayslipPassword {
  if (rule === 'none') return { ok: true, password: null };
  if (rule === 'dateOfBirth') {
    const match = person.dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.dateOfBirth) : null;
    if (!match) return { ok: false, missing: 'dateOfBirth' };
    return { ok: true, password: `${match[3]}${match[2]}${match[1]}` };
  }
  const id = (person.identificationNumber ?? '').replace(/\s+/g, '').toUpperCase();
  if (id.length < 4) return { ok: false, missing: 'identificationNumber' };
  return { ok: true, password: id.slice(-4) };
}

/** A file name of plain characters: 'payslip-2026-01-E001.pdf'. */
export function payslipFileName(period: string, employmentNumber: string | null): string {
  const number = (employmentNumber ?? '').replace(/[^A-Za-z0-9_-]+/g, '');
  return number ? `payslip-${period}-${number}.pdf` : `payslip-${period}.pdf`;
}

/** Whose payslips someone reaches: everyone's, their team's (theirs and their direct reports'), their own, or none. */
export type PayslipReach =
  | { readonly kind: 'all' }
  | { readonly kind: 'team'; readonly employeeId: string }
  | { readonly kind: 'self'; readonly employeeId: string }
  | { readonly kind: 'none' };

/**
 * Other people's payslips are read through the payrun menu, as far as the role's data scope goes;
 * without it (My profile), or without a record of one's own, only one's own payslips (or none).
 */
export function payslipReach(options: { payrunReader: boolean; dataScope: DataScope; employeeId: string | null }): PayslipReach {
  const { payrunReader, dataScope, employeeId } = options;
  if (payrunReader && dataScope === 'all') return { kind: 'all' };
  if (!employeeId) return { kind: 'none' };
  if (payrunReader && dataScope === 'team') return { kind: 'team', employeeId };
  return { kind: 'self', employeeId };
}
