import { CUSTOM_FIELD_RECORDS, type AccessLevel, type CustomFieldLocation, type MenuGrants } from '@tenaga/contracts';
import type { OthersValues, StoredValues } from '../../db/others-values.ts';
import type { Transaction } from '../../db/tenant.ts';
import type { AppError } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';

/**
 * Records that carry custom field values, contributed by the module that owns them (the registry
 * `customFieldRecords`): its table's value queries, and who may see and change a record's values.
 * The custom fields module counts, lists, removes and saves values only through these.
 */
export interface CustomFieldRecords {
  /** The record as CUSTOM_FIELD_RECORDS names it ('employee', 'contract'); also the audit entity of its value changes. */
  readonly kind: string;
  /** The owner's queries on its table (db/others-values.ts). */
  readonly values: OthersValues;
  /**
   * The record's values when the caller reaches the record at this level, else undefined (not
   * found); `refusal` is why they may not change them, null when they may.
   */
  find(
    tx: Transaction,
    input: { readonly auth: RequestAuth; readonly menuGrants: MenuGrants; readonly id: string; readonly level: AccessLevel },
  ): Promise<(StoredValues & { readonly refusal: AppError | null }) | undefined>;
}

/** The contributed records by kind; a location whose records no module contributes has none (exemptions, time off, for now). */
export function recordsByKind(records: readonly CustomFieldRecords[]) {
  const byKind = new Map<string, CustomFieldRecords>();
  for (const record of records) {
    if (byKind.has(record.kind)) throw new Error(`Two modules keep custom values on '${record.kind}' records`);
    byKind.set(record.kind, record);
  }
  return {
    of: (location: CustomFieldLocation): CustomFieldRecords | undefined => byKind.get(CUSTOM_FIELD_RECORDS[location]),
  };
}

export type CustomFieldRecordsByKind = ReturnType<typeof recordsByKind>;
