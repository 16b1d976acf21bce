import { createSite, deleteSite, ORGANISATION_LIST_ROUTES, updateSite, type BodyInputOf, type OrganisationList } from '@tenaga/contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each change refreshes what reads the list (its table, its options in the employee form and
// filters), as the contracts declare.

/** Add, rename and delete one list's items. */
export function useListMutations(list: OrganisationList) {
  const routes = ORGANISATION_LIST_ROUTES[list];
  return {
    create: useContractMutation(routes.create, { input: (body: { name: string }) => ({ body }) }),
    update: useContractMutation(routes.update, { input: (body: { id: string; version: number; name: string }) => ({ body }) }),
    remove: useContractMutation(routes.remove, { input: (id: string) => ({ params: { id } }) }),
  };
}

export const useCreateSite = () => useContractMutation(createSite, { input: (body: BodyInputOf<typeof createSite>) => ({ body }) });
export const useUpdateSite = () => useContractMutation(updateSite, { input: (body: BodyInputOf<typeof updateSite>) => ({ body }) });
export const useDeleteSite = () => useContractMutation(deleteSite, { input: (id: string) => ({ params: { id } }) });
