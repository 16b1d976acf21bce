import { endMySession, updateMyRegionLanguage } from '@tenaga/contracts/modules/auth.contracts';
import {
  getCompany,
  getCompanyPreference,
  getCompanyRegions,
  getCompanySetting,
  updateCompany,
  updateCompanyPreference,
  updateCompanyRegions,
  updateCompanySetting,
} from '@tenaga/contracts/modules/companies.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each company save answers with the record as its page reads it: the answer is kept as that
// query's data (no second round trip), and what else the save changes is refreshed as its contract
// declares. The types check that the answer is the record the page reads.

export const useUpdateCompany = () =>
  useContractMutation(updateCompany, {
    input: (body: BodyInputOf<typeof updateCompany>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getCompany, undefined, saved),
  });
export const useUpdateCompanySetting = () =>
  useContractMutation(updateCompanySetting, {
    input: (body: BodyInputOf<typeof updateCompanySetting>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getCompanySetting, undefined, saved),
  });
export const useUpdateCompanyPreference = () =>
  useContractMutation(updateCompanyPreference, {
    input: (body: BodyInputOf<typeof updateCompanyPreference>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getCompanyPreference, undefined, saved),
  });
export const useUpdateCompanyRegions = () =>
  useContractMutation(updateCompanyRegions, {
    input: (body: BodyInputOf<typeof updateCompanyRegions>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getCompanyRegions, undefined, saved),
  });

export const useUpdateMyRegion = () =>
  useContractMutation(updateMyRegionLanguage, { input: (body: BodyInputOf<typeof updateMyRegionLanguage>) => ({ body }) });

export const useEndSession = () => useContractMutation(endMySession, { input: (id: string) => ({ params: { id } }) });
