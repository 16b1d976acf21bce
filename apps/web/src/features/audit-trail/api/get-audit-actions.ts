import { listAuditActions } from '@tenaga/contracts/modules/audit.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';

/** The actions in the company's trail, labelled in the user's language (the action filter). */
export const useAuditActions = () => useContractQuery(listAuditActions, undefined, { staleTime: 60_000 });
