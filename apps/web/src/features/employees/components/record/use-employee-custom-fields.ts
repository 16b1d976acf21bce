import { getLocationCustomFields } from '@tenaga/contracts/modules/custom-fields/routes';
import type { CustomField } from '@tenaga/contracts/modules/custom-fields/schemas';
import { useContractQuery } from '../../../../lib/contract-query.ts';

/**
 * The company's active employee custom fields: the employee form's (standard) ones, then the
 * profile's, each in meta order. Both describe the employee and live in its one `others` list.
 */
export function useEmployeeCustomFields(): { readonly fields: CustomField[]; readonly isPending: boolean } {
  const standard = useContractQuery(getLocationCustomFields, { params: { location: 'employeeStandard' } });
  const profile = useContractQuery(getLocationCustomFields, { params: { location: 'employee' } });
  return { fields: [...(standard.data ?? []), ...(profile.data ?? [])], isPending: standard.isPending || profile.isPending };
}
