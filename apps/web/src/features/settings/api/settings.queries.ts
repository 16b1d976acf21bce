import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endMySession,
  getCompany,
  getCompanyPreference,
  getCompanyRegions,
  getCompanySetting,
  listCurrencies,
  listMySessions,
  listTimezones,
  updateCompany,
  updateCompanyPreference,
  updateCompanyRegions,
  updateCompanySetting,
  updateMyRegionLanguage,
  type BodyInputOf,
  type ResponseOf,
  type RouteContract,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { sessionKeys } from '../../auth/api/session.queries.ts';

export const settingsKeys = {
  company: (userKey: string) => ['session', userKey, 'company'] as const,
  part: (userKey: string, part: 'details' | 'setting' | 'preference' | 'regions') => ['session', userKey, 'company', part] as const,
  sessions: (userKey: string) => ['session', userKey, 'sessions'] as const,
};

export const companyQuery = (userKey: string) =>
  queryOptions({ queryKey: settingsKeys.part(userKey, 'details'), queryFn: ({ signal }) => callApi(getCompany, { signal }) });
export const companySettingQuery = (userKey: string) =>
  queryOptions({ queryKey: settingsKeys.part(userKey, 'setting'), queryFn: ({ signal }) => callApi(getCompanySetting, { signal }) });
export const companyPreferenceQuery = (userKey: string) =>
  queryOptions({ queryKey: settingsKeys.part(userKey, 'preference'), queryFn: ({ signal }) => callApi(getCompanyPreference, { signal }) });
export const companyRegionsQuery = (userKey: string) =>
  queryOptions({ queryKey: settingsKeys.part(userKey, 'regions'), queryFn: ({ signal }) => callApi(getCompanyRegions, { signal }) });
export const mySessionsQuery = (userKey: string) =>
  queryOptions({ queryKey: settingsKeys.sessions(userKey), queryFn: ({ signal }) => callApi(listMySessions, { signal }) });
export const timezonesQuery = () =>
  queryOptions({ queryKey: ['reference', 'timezones'], queryFn: ({ signal }) => callApi(listTimezones, { signal }), staleTime: Infinity });
export const currenciesQuery = (language: string) =>
  queryOptions({
    queryKey: ['reference', 'currencies', language],
    queryFn: ({ signal }) => callApi(listCurrencies, { signal }),
    staleTime: Infinity,
  });

/** A save whose answer replaces the cached record (no refetch round trip). */
function useSave<C extends RouteContract>(contract: C, key: (userKey: string) => readonly unknown[]) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({
    mutationFn: (body: BodyInputOf<C>) => callApi<RouteContract>(contract, { body } as never) as Promise<ResponseOf<C>>,
    onSuccess: (saved) => queryClient.setQueryData(key(userKey), saved),
  });
}

export const useUpdateCompany = () => useSave(updateCompany, (userKey) => settingsKeys.part(userKey, 'details'));
export const useUpdateCompanySetting = () => useSave(updateCompanySetting, (userKey) => settingsKeys.part(userKey, 'setting'));
export const useUpdateCompanyPreference = () => useSave(updateCompanyPreference, (userKey) => settingsKeys.part(userKey, 'preference'));
export const useUpdateCompanyRegions = () => useSave(updateCompanyRegions, (userKey) => settingsKeys.part(userKey, 'regions'));

export function useUpdateMyRegion() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof updateMyRegionLanguage>) => callApi(updateMyRegionLanguage, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me(userKey) }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({
    mutationFn: (id: string) => callApi(endMySession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions(userKey) }),
  });
}
