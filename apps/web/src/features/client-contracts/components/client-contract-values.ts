import type { BodyInputOf, ClientContract, updateClientContract } from '@tenaga/contracts';

/** A contract's dates as one phrase: both, only one end, or none. */
export function contractPeriod(
  contract: Pick<ClientContract, 'startDate' | 'endDate'>,
  options: { readonly date: (isoDate: string) => string; readonly t: (key: string, values?: Record<string, string>) => string },
): string {
  const { startDate, endDate } = contract;
  if (startDate && endDate) return options.t('period.range', { start: options.date(startDate), end: options.date(endDate) });
  if (startDate) return options.t('period.from', { date: options.date(startDate) });
  if (endDate) return options.t('period.until', { date: options.date(endDate) });
  return options.t('period.none');
}

export interface ClientContractFormValues {
  name?: string;
  client?: string;
  startDate?: string | null;
  endDate?: string | null;
  locations?: { name?: string; address?: string }[];
  [field: string]: unknown;
}

export const toFormValues = (contract: ClientContract | null): ClientContractFormValues =>
  contract
    ? { name: contract.name, client: contract.client, startDate: contract.startDate, endDate: contract.endDate }
    : { client: '', locations: [] };

/** The form's values as the contract's fields; an emptied date is sent as '' (null fields are dropped on the way out, spec §7). */
export function contractFields(values: ClientContractFormValues): Omit<BodyInputOf<typeof updateClientContract>, 'id' | 'version'> {
  return { name: values.name ?? '', client: values.client ?? '', startDate: values.startDate || '', endDate: values.endDate || '' };
}

export const locationsOf = (values: ClientContractFormValues) =>
  (values.locations ?? []).map((location) => ({ name: location.name ?? '', address: location.address ?? '' }));

/** The end of a contract is not before its start (the server's rule, shown as the user picks). */
export const endsBeforeStart = (values: Pick<ClientContractFormValues, 'startDate' | 'endDate'>) =>
  Boolean(values.startDate && values.endDate && values.endDate < values.startDate);
