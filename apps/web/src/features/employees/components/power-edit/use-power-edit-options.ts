import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPE, listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import type { PowerEditField } from '@tenaga/contracts/modules/employees/power-edit';
import { getSiteOptions, ORGANISATION_LIST_ROUTES } from '@tenaga/contracts/modules/organisation.contracts';
import { useContractQuery } from '../../../../lib/contract-query.ts';

export interface Choice {
  readonly value: string | number;
  readonly label: string;
}
export type SelectField = Exclude<PowerEditField, 'confirmationDate' | 'biometricNumber'>;

const asChoices = (options: readonly { id: string; text: string }[] | undefined): Choice[] =>
  (options ?? []).map((option) => ({ value: option.id, label: option.text }));

/** The choices of each select column: the organisation's option lists, the employee picker's options for the manager. */
export function usePowerEditOptions(): Record<SelectField, readonly Choice[]> {
  const { t } = useTranslation('employees');
  const departments = useContractQuery(ORGANISATION_LIST_ROUTES.departments.options);
  const jobTitles = useContractQuery(ORGANISATION_LIST_ROUTES.jobTitles.options);
  const categories = useContractQuery(ORGANISATION_LIST_ROUTES.employeeCategories.options);
  const sectors = useContractQuery(ORGANISATION_LIST_ROUTES.commercialSectors.options);
  const sites = useContractQuery(getSiteOptions);
  const employees = useContractQuery(listEmployeeOptions);
  return {
    jobTitleId: asChoices(jobTitles.data),
    departmentId: asChoices(departments.data),
    categoryId: asChoices(categories.data),
    commercialSectorId: asChoices(sectors.data),
    siteId: asChoices(sites.data),
    managerId: (employees.data ?? []).map((option) => ({ value: option.id, label: option.text })),
    employmentType: [
      { value: EMPLOYMENT_TYPE.fullTime, label: t('employmentType.0') },
      { value: EMPLOYMENT_TYPE.partTime, label: t('employmentType.1') },
    ],
  };
}
