import type { CompanyCountry } from '@tenaga/contracts';

export type EmployeeSection = 'personal' | 'job' | 'payment';

/**
 * Query keys of the employee pages. Everything about employees sits under `all`, so one change
 * refreshes every list, count, option and profile that shows them.
 */
export const employeeKeys = {
  all: (userKey: string) => ['session', userKey, 'employees'] as const,
  table: (userKey: string) => [...employeeKeys.all(userKey), 'table'] as const,
  counts: (userKey: string) => [...employeeKeys.all(userKey), 'counts'] as const,
  filters: (userKey: string) => [...employeeKeys.all(userKey), 'filters'] as const,
  options: (userKey: string) => [...employeeKeys.all(userKey), 'options'] as const,
  fieldLevels: (userKey: string) => [...employeeKeys.all(userKey), 'field-levels'] as const,
  record: (userKey: string, id: string) => [...employeeKeys.all(userKey), 'record', id] as const,
  brief: (userKey: string, id: string) => [...employeeKeys.record(userKey, id), 'brief'] as const,
  section: (userKey: string, id: string, section: EmployeeSection) => [...employeeKeys.record(userKey, id), section] as const,
  deployments: (userKey: string, id: string) => [...employeeKeys.record(userKey, id), 'deployments'] as const,
  family: (userKey: string, id: string) => [...employeeKeys.record(userKey, id), 'family'] as const,
  photo: (userKey: string, id: string) => [...employeeKeys.record(userKey, id), 'photo'] as const,
  recordLevels: (userKey: string, id: string) => [...employeeKeys.record(userKey, id), 'levels'] as const,
};

/**
 * Keys of data other pages own and change: the same keys as theirs, so a change made there
 * (a new department, masking switched on) reaches the employee pages too.
 */
export const sharedKeys = {
  companyPreference: (userKey: string) => ['session', userKey, 'company', 'preference'] as const,
  companyRegions: (userKey: string) => ['session', userKey, 'company', 'regions'] as const,
  organisationOptions: (userKey: string, list: string) => ['session', userKey, 'organisation', list, 'options'] as const,
  siteOptions: (userKey: string) => ['session', userKey, 'organisation', 'sites', 'options'] as const,
  contractOptions: (userKey: string) => ['session', userKey, 'contracts', 'options'] as const,
  roleOptions: (userKey: string) => ['session', userKey, 'users', 'role-options'] as const,
  /** Reference lists come in the caller's language. */
  reference: (country: CompanyCountry | null, language: string, list: string) => ['reference', country, language, list] as const,
};
