import type { Payrun, PayrunKind, PayrunStatus } from '@tenaga/contracts/modules/payruns.contracts';

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

export const KIND_COLOURS: Record<PayrunKind, string> = {
  regular: 'default',
  bonus: 'gold',
  thirteenthMonth: 'purple',
  correction: 'orange',
  finalPay: 'magenta',
};

/** A run's kind ('regular' for runs written before off-cycle runs). */
export const kindOf = (run: Pick<Payrun, 'kind'>): PayrunKind => run.kind ?? 'regular';

/** The run's name as shown: an off-cycle run's own name, unless it is the kind's default (the kind's label says it). */
export const nameOf = (run: Pick<Payrun, 'kind' | 'name'>): string | null => (run.name && run.name !== run.kind ? run.name : null);
