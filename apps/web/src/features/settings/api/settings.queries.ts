import {
  endMySession,
  getCompany,
  getCompanyPreference,
  getCompanyRegions,
  getCompanySetting,
  updateCompany,
  updateCompanyPreference,
  updateCompanyRegions,
  updateCompanySetting,
  updateMyRegionLanguage,
  type BodyInputOf,
  type ResponseOf,
  type RouteContract,
} from '@tenaga/contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

type Save = RouteContract & { readonly body: NonNullable<RouteContract['body']> };

/**
 * A save whose answer is the record as the page reads it: it is kept as that query's data (no
 * second round trip); what else the save changes is refreshed as its contract declares.
 */
function useSave<C extends Save, R extends RouteContract & { readonly params?: undefined }>(save: C, read: R) {
  return useContractMutation(save, {
    input: (body: BodyInputOf<C>) => ({ body }) as never,
    onSuccess: (saved, _, cache) => cache.set(read, undefined, saved as ResponseOf<R>),
  });
}

export const useUpdateCompany = () => useSave(updateCompany, getCompany);
export const useUpdateCompanySetting = () => useSave(updateCompanySetting, getCompanySetting);
export const useUpdateCompanyPreference = () => useSave(updateCompanyPreference, getCompanyPreference);
export const useUpdateCompanyRegions = () => useSave(updateCompanyRegions, getCompanyRegions);

export const useUpdateMyRegion = () =>
  useContractMutation(updateMyRegionLanguage, { input: (body: BodyInputOf<typeof updateMyRegionLanguage>) => ({ body }) });

export const useEndSession = () => useContractMutation(endMySession, { input: (id: string) => ({ params: { id } }) });
