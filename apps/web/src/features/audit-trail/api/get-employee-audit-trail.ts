import { keepPreviousData } from '@tanstack/react-query';
import { getEmployeeAuditTrail } from '@tenaga/contracts/modules/audit.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';

export interface EmployeeAuditTrailPage {
  readonly employeeId: string;
  readonly start: number;
  readonly length: number;
}

export function useEmployeeAuditTrail({ employeeId, start, length }: EmployeeAuditTrailPage) {
  return useContractQuery(
    getEmployeeAuditTrail,
    { query: { employeeId, start, length } },
    // The previous page stays on screen while the next one loads.
    { placeholderData: keepPreviousData },
  );
}
