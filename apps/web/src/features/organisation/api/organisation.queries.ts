import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSite,
  deleteSite,
  getSiteOptions,
  ORGANISATION_LIST_ROUTES,
  updateSite,
  type BodyInputOf,
  type OrganisationList,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const organisationKeys = {
  all: (userKey: string) => ['session', userKey, 'organisation'] as const,
  list: (userKey: string, list: OrganisationList) => ['session', userKey, 'organisation', list] as const,
  table: (userKey: string, list: OrganisationList) => ['session', userKey, 'organisation', list, 'table'] as const,
  options: (userKey: string, list: OrganisationList) => ['session', userKey, 'organisation', list, 'options'] as const,
  sites: (userKey: string) => ['session', userKey, 'organisation', 'sites'] as const,
  siteTable: (userKey: string) => ['session', userKey, 'organisation', 'sites', 'table'] as const,
  siteOptions: (userKey: string) => ['session', userKey, 'organisation', 'sites', 'options'] as const,
};

/** A list's names for dropdowns (employee form, filters). */
export const listOptionsQuery = (userKey: string, list: OrganisationList) =>
  queryOptions({
    queryKey: organisationKeys.options(userKey, list),
    queryFn: ({ signal }) => callApi(ORGANISATION_LIST_ROUTES[list].options, { signal }),
  });
export const siteOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: organisationKeys.siteOptions(userKey), queryFn: ({ signal }) => callApi(getSiteOptions, { signal }) });

function useRefreshing<Input, Output>(keyOf: (userKey: string) => readonly unknown[], mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(userKey) }) });
}

/** Add, rename and delete one list's items; each refreshes that list's table and options. */
export function useListMutations(list: OrganisationList) {
  const routes = ORGANISATION_LIST_ROUTES[list];
  const keyOf = (userKey: string) => organisationKeys.list(userKey, list);
  return {
    create: useRefreshing(keyOf, (body: { name: string }) => callApi(routes.create, { body })),
    update: useRefreshing(keyOf, (body: { id: string; version: number; name: string }) => callApi(routes.update, { body })),
    remove: useRefreshing(keyOf, (id: string) => callApi(routes.remove, { params: { id } })),
  };
}

export const useCreateSite = () =>
  useRefreshing(organisationKeys.sites, (body: BodyInputOf<typeof createSite>) => callApi(createSite, { body }));
export const useUpdateSite = () =>
  useRefreshing(organisationKeys.sites, (body: BodyInputOf<typeof updateSite>) => callApi(updateSite, { body }));
export const useDeleteSite = () => useRefreshing(organisationKeys.sites, (id: string) => callApi(deleteSite, { params: { id } }));
