import type { CreateEmployeeInput, CustomField } from '@tenaga/contracts';
import { toOthers } from '../../../components/custom-fields/custom-values.ts';

/** What the add form holds: the three sections, the deployment rows and the optional account. */
export interface AddEmployeeValues {
  [field: string]: unknown;
  personal?: Record<string, unknown>;
  job?: Record<string, unknown>;
  payment?: Record<string, unknown>;
  deployments?: ({ contractId?: string | null; locationId?: string | null; from?: string | null; to?: string | null } | undefined)[];
  withAccount?: boolean;
  account?: { username?: string; password?: string; confirmPassword?: string; roleId?: string };
  /** Custom field values by field id. */
  others?: Record<string, unknown>;
}

/** A section without its empty fields: the server takes them as not given (and checks nothing for them). */
function filled(section: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(section ?? {})
      .map(([field, value]): [string, unknown] => [
        field,
        Array.isArray(value)
          ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
          : value,
      ])
      .filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

/**
 * The body of POST /employees from the add form: empty fields left out, deployment rows without a
 * contract dropped, the account only when one is wanted (without the password's confirmation), the
 * custom fields' values as `others` entries (empty ones left out).
 */
export function buildCreateBody(values: AddEmployeeValues, customFields: readonly CustomField[] = []): CreateEmployeeInput {
  const deployments = (values.deployments ?? [])
    .filter((row): row is NonNullable<typeof row> => Boolean(row?.contractId))
    .map((row) => ({
      contractId: row.contractId!,
      locationId: row.locationId ?? '',
      ...(row.from ? { from: row.from } : {}),
      ...(row.to ? { to: row.to } : {}),
    }));
  const account =
    values.withAccount && values.account
      ? { username: values.account.username ?? '', password: values.account.password ?? '', roleId: values.account.roleId ?? '' }
      : undefined;
  const others = toOthers(customFields, values.others ?? {});
  return {
    personal: filled(values.personal) as CreateEmployeeInput['personal'],
    job: filled(values.job) as CreateEmployeeInput['job'],
    payment: filled(values.payment) as CreateEmployeeInput['payment'],
    deployments,
    ...(others.length ? { others } : {}),
    ...(account ? { account } : {}),
  };
}
