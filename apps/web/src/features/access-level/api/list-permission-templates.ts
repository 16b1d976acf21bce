import { listPermissionTemplates } from '@tenaga/contracts/modules/roles.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';

/** The four built-in templates, then the company's own. */
export const usePermissionTemplates = (options: { readonly enabled?: boolean } = {}) =>
  useContractQuery(listPermissionTemplates, undefined, { enabled: options.enabled ?? true });
