import type { Language } from '@tenaga/contracts';

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
