import { queryOptions } from '@tanstack/react-query';
import {
  countEmployees,
  getEmployeeBrief,
  getEmployeeDeployments,
  getEmployeeJob,
  getEmployeePayment,
  getEmployeePhoto,
  getEmployeePersonal,
  getMenuFieldLevels,
  listEmployeeFamily,
  listEmployeeFilters,
  listEmployeeOptions,
  type LinkedEmployee,
  type SectionRead,
} from '@tenaga/contracts';
import { callApi, callApiForFile } from '../../../lib/api-client.ts';
import { employeeKeys, type EmployeeSection } from './employees.keys.ts';

export const employeeCountsQuery = (userKey: string) =>
  queryOptions({ queryKey: employeeKeys.counts(userKey), queryFn: ({ signal }) => callApi(countEmployees, { signal }) });

/** The advanced filter's categories and options (GET employees/filters). */
export const employeeFiltersQuery = (userKey: string) =>
  queryOptions({ queryKey: employeeKeys.filters(userKey), queryFn: ({ signal }) => callApi(listEmployeeFilters, { signal }) });

/** Employees as options (the manager field). */
export const employeeOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: employeeKeys.options(userKey), queryFn: ({ signal }) => callApi(listEmployeeOptions, { query: {}, signal }) });

/** What the caller may see and change on other people's records: the add form hides and locks fields by it. */
export const employeeFieldLevelsQuery = (userKey: string) =>
  queryOptions({
    queryKey: employeeKeys.fieldLevels(userKey),
    queryFn: ({ signal }) =>
      callApi(getMenuFieldLevels, { params: { menu: 'employeeList' }, query: {}, signal }).then((levels) => levels.employee ?? {}),
  });

export const employeeBriefQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.brief(userKey, id),
    queryFn: ({ signal }) => callApi(getEmployeeBrief, { params: { id }, signal }),
  });

const SECTION_FETCHERS = {
  personal: (id: string, signal: AbortSignal) => callApi(getEmployeePersonal, { params: { id }, signal }),
  job: (id: string, signal: AbortSignal) => callApi(getEmployeeJob, { params: { id }, signal }),
  payment: (id: string, signal: AbortSignal) => callApi(getEmployeePayment, { params: { id }, signal }),
};

/** A section as read; the job section also names the manager. */
export type EmployeeSectionRead = SectionRead<Record<string, unknown>> & { readonly manager?: LinkedEmployee | null };

/** One section of a record: the values the caller may see, each field's level, and the version to save against. */
export const employeeSectionQuery = (userKey: string, id: string, section: EmployeeSection) =>
  queryOptions({
    queryKey: employeeKeys.section(userKey, id, section),
    queryFn: ({ signal }): Promise<EmployeeSectionRead> => SECTION_FETCHERS[section](id, signal),
  });

export const employeeDeploymentsQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.deployments(userKey, id),
    queryFn: ({ signal }) => callApi(getEmployeeDeployments, { params: { id }, signal }),
  });

export const employeeFamilyQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.family(userKey, id),
    queryFn: ({ signal }) => callApi(listEmployeeFamily, { params: { id }, signal }),
  });

/** The caller's levels on one employee's record (their own: the private ones), for the fields no section carries (the photo). */
export const employeeRecordLevelsQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.recordLevels(userKey, id),
    queryFn: ({ signal }) =>
      callApi(getMenuFieldLevels, { params: { menu: 'employeeList' }, query: { employeeID: id }, signal }).then(
        (levels) => levels.employee ?? {},
      ),
  });

/** The photo as a blob (the caller turns it into an object URL and revokes it). */
export const employeePhotoQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: employeeKeys.photo(userKey, id),
    queryFn: ({ signal }) => callApiForFile(getEmployeePhoto, { params: { id }, signal }).then((file) => file.blob),
  });
