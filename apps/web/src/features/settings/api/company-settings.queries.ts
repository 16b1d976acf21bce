import { deleteCompanyLogo, updateCompanyLogo } from '@tenaga/contracts/modules/companies.contracts';
import { createCompanyBank, deleteCompanyBank, updateCompanyBank } from '@tenaga/contracts/modules/company-banks.contracts';
import { removeCompanyCountry, saveCompanyRegistrations } from '@tenaga/contracts/modules/company-registrations.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import type { CompanyCountry } from '@tenaga/contracts/region';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each change refreshes what reads it (the lists, Compliance, the session's logo) as the contracts declare.

export const useCreateCompanyBank = () =>
  useContractMutation(createCompanyBank, { input: (body: BodyInputOf<typeof createCompanyBank>) => ({ body }) });
export const useUpdateCompanyBank = () =>
  useContractMutation(updateCompanyBank, {
    input: ({ id, ...body }: BodyInputOf<typeof updateCompanyBank> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteCompanyBank = () => useContractMutation(deleteCompanyBank, { input: (id: string) => ({ params: { id } }) });

export const useSaveRegistrations = () =>
  useContractMutation(saveCompanyRegistrations, {
    input: ({ country, ...body }: BodyInputOf<typeof saveCompanyRegistrations> & { country: CompanyCountry }) => ({
      params: { country },
      body,
    }),
  });
export const useRemoveCompanyCountry = () =>
  useContractMutation(removeCompanyCountry, { input: (country: CompanyCountry) => ({ params: { country } }) });

export const useSaveCompanyLogo = () => useContractMutation(updateCompanyLogo, { input: (data: string) => ({ body: { data } }) });
export const useRemoveCompanyLogo = () => useContractMutation(deleteCompanyLogo);
