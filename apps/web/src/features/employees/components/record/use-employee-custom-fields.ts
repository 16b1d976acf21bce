import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@tenaga/contracts';
import { locationFieldsQuery } from '../../../custom-fields/api/custom-fields.queries.ts';

/**
 * The company's active employee custom fields: the employee form's (standard) ones, then the
 * profile's, each in meta order. Both describe the employee and live in its one `others` list.
 */
export function useEmployeeCustomFields(userKey: string): { readonly fields: CustomField[]; readonly isPending: boolean } {
  const standard = useQuery(locationFieldsQuery(userKey, 'employeeStandard'));
  const profile = useQuery(locationFieldsQuery(userKey, 'employee'));
  return { fields: [...(standard.data ?? []), ...(profile.data ?? [])], isPending: standard.isPending || profile.isPending };
}
