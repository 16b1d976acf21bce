import type { Language, PayslipLanguageRule, PayslipProtection } from '@tenaga/contracts';
import { isLanguage } from '../../lib/document-format.ts';

// Money and months print alike on every document: the formats moved to lib, the payslips' names for them stay.
export { formatMoney, isLanguage, payMonthName } from '../../lib/document-format.ts';

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
