import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getEmployeeAuditTrail } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { auditTrailKeys } from './audit-trail.keys.ts';

export interface EmployeeAuditTrailPage {
  readonly employeeId: string;
  readonly start: number;
  readonly length: number;
}

export const fetchEmployeeAuditTrail = ({ employeeId, start, length }: EmployeeAuditTrailPage, signal?: AbortSignal) =>
  callApi(getEmployeeAuditTrail, { query: { employeeId, start, length }, signal });

export const employeeAuditTrailQueryOptions = (userKey: string, page: EmployeeAuditTrailPage) =>
  queryOptions({
    queryKey: auditTrailKeys.employee(userKey, page.employeeId, { start: page.start, length: page.length }),
    queryFn: ({ signal }) => fetchEmployeeAuditTrail(page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useEmployeeAuditTrail(page: EmployeeAuditTrailPage) {
  const userKey = useSession().current?.userKey ?? '';
  return useQuery(employeeAuditTrailQueryOptions(userKey, page));
}
