import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPE, type PowerEditField } from '@tenaga/contracts';
import { useSession } from '../../../../lib/session-store.ts';
import { employeeOptionsQuery } from '../../api/employees.queries.ts';
import { organisationOptionsQuery, siteOptionsQuery } from '../../api/reference.queries.ts';

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
  const userKey = useSession().current?.userKey ?? '';
  const departments = useQuery(organisationOptionsQuery(userKey, 'departments'));
  const jobTitles = useQuery(organisationOptionsQuery(userKey, 'jobTitles'));
  const categories = useQuery(organisationOptionsQuery(userKey, 'employeeCategories'));
  const sectors = useQuery(organisationOptionsQuery(userKey, 'commercialSectors'));
  const sites = useQuery(siteOptionsQuery(userKey));
  const employees = useQuery(employeeOptionsQuery(userKey));
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
