import {
  createSite,
  deleteSite,
  ORGANISATION_LIST_ROUTES,
  updateSite,
  type OrganisationList,
} from '@tenaga/contracts/modules/organisation.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each change refreshes what reads the list (its table, its options in the employee form and
// filters), as the contracts declare.

type ItemFields = { name: string; headEmployeeId?: string | null };

/** Add, change and delete one list's items (a department's head with its name). */
export function useListMutations(list: OrganisationList) {
  // Each list takes at least a name; departments also take their head, the other lists nothing more.
  const routes = ORGANISATION_LIST_ROUTES[list] as unknown as typeof ORGANISATION_LIST_ROUTES.departments;
  return {
    create: useContractMutation(routes.create, { input: (body: ItemFields) => ({ body }) }),
    update: useContractMutation(routes.update, { input: (body: ItemFields & { id: string; version: number }) => ({ body }) }),
    remove: useContractMutation(routes.remove, { input: (id: string) => ({ params: { id } }) }),
  };
}

export const useCreateSite = () => useContractMutation(createSite, { input: (body: BodyInputOf<typeof createSite>) => ({ body }) });
export const useUpdateSite = () => useContractMutation(updateSite, { input: (body: BodyInputOf<typeof updateSite>) => ({ body }) });
export const useDeleteSite = () => useContractMutation(deleteSite, { input: (id: string) => ({ params: { id } }) });
