import type { PayrunStatus } from '@tenaga/contracts/modules/payruns.contracts';

export const STATUS_COLOURS: Record<PayrunStatus, string> = {
  calculating: 'processing',
  calculated: 'blue',
  approved: 'green',
  paid: 'cyan',
  locked: 'default',
  failed: 'red',
};

/** A failed run's reason as stored: an i18n key and what it names ('key|detail'). */
export function failureOf(reason: string | null): { key: string; detail: string } | null {
  if (!reason) return null;
  const [key = '', ...rest] = reason.split('|');
  return { key, detail: rest.join('|') };
}
