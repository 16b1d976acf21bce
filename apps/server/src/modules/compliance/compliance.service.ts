import type { CountryCompliance } from '@tenaga/contracts/modules/compliance.contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { countryCompliance } from './compliance.rules.ts';

/** Settings › Compliance: what each country the company employs in still lacks, read from the modules that own it. */
export function createComplianceService(deps: {
  tenant: TenantRunner;
  registrations: Pick<ModuleServices['companyRegistrations'], 'read'>;
  banks: Pick<ModuleServices['companyBanks'], 'countriesWithAccounts'>;
  documents: Pick<ModuleServices['companyDocuments'], 'categoriesOf'>;
}) {
  return {
    async overview(companyId: string): Promise<CountryCompliance[]> {
      return deps.tenant(companyId, async (tx) => {
        const countries = await deps.registrations.read(tx, companyId);
        const withAccounts = await deps.banks.countriesWithAccounts(tx, companyId);
        const documentCategories = await deps.documents.categoriesOf(tx, companyId);
        return countries.map((registrations) =>
          countryCompliance({ registrations, hasBankAccount: withAccounts.has(registrations.country), documentCategories }),
        );
      });
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
