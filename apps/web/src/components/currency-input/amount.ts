/** How the user's language writes numbers: '1,234.5' (en) or '1.234,5' (id, vi). */
export interface NumberSeparators {
  readonly group: string;
  readonly decimal: string;
}

/** The separators of a formatted sample such as '1,234.5' (what Intl gives for 1234.5). */
export function separatorsOf(sample: string): NumberSeparators {
  const match = /1(\D?)234(\D)5/.exec(sample);
  return { group: match?.[1] ?? ',', decimal: match?.[2] ?? '.' };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the user typed as a decimal string ('1.234,50' in Indonesian → '1234.50'), or '' when it
 * holds no digit. Spec §5: everything but digits and the decimal and group separators is dropped
 * (currency codes, spaces, letters). The text is never read as a JS number, so no float rounding.
 */
export function parseAmount(display: string | undefined, separators: NumberSeparators): string {
  const kept = (display ?? '').replace(new RegExp(`[^\\d${escape(separators.decimal)}${escape(separators.group)}]`, 'g'), '');
  const [whole = '', ...fractions] = kept.split(separators.decimal);
  const digits = whole.split(separators.group).join('');
  // A second decimal separator ends the number: '1.2.3' is 1.2.
  const fraction = (fractions[0] ?? '').split(separators.group).join('');
  if (digits === '' && fraction === '') return '';
  return fractions.length > 0 ? `${digits || '0'}.${fraction}` : digits;
}

/** A decimal string written with the user's separators: '1234.5' → '1,234.5' or '1.234,5'. */
export function formatAmount(value: string, separators: NumberSeparators): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction] = value.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${separators.decimal}${fraction}`}`;
}

/** A decimal string shown with at least `digits` decimals: '1234.5' → '1234.50'. */
export function padDigits(value: string, digits: number): string {
  if (digits === 0) return value;
  const [whole = '', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}

/** How many decimals an amount in this currency has (ISO 4217 as Intl knows it: SGD 2, IDR 0). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
