import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getEmployeePhoto } from '@tenaga/contracts/modules/employees/lifecycle';
import {
  getEmployeeJob,
  getEmployeePayment,
  getEmployeePersonal,
  type LinkedEmployee,
  type SectionRead,
} from '@tenaga/contracts/modules/employees/profile';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import { checkCredential } from '@tenaga/contracts/modules/users.contracts';
import { checkEmployeeAvailability, type EmployeeAvailabilityBody } from '@tenaga/contracts/modules/employees/availability';
import { callApi, callApiForFile } from '../../../lib/api-client.ts';
import { contractKey, contractQueries } from '../../../lib/contract-key.ts';
import { contractQuery, useContractQuery } from '../../../lib/contract-query.ts';

export type EmployeeSection = 'personal' | 'job' | 'payment';

const SECTION_READS = { personal: getEmployeePersonal, job: getEmployeeJob, payment: getEmployeePayment } as const;

/** A section as read; the job section also names the manager. */
export type EmployeeSectionRead = SectionRead<Record<string, unknown>> & { readonly manager?: LinkedEmployee | null };

/** One section of a record: the values the caller may see, each field's level, and the version to save against. */
export function useEmployeeSection(id: string, section: EmployeeSection): UseQueryResult<EmployeeSectionRead> {
  return useContractQuery(SECTION_READS[section], { params: { id } }) as UseQueryResult<EmployeeSectionRead>;
}

const EMPLOYEE_LIST = { menu: 'employeeList' } as const;

/** What the caller may see and change on other people's records: the add form hides and locks fields by it. */
export const useEmployeeFieldLevels = () =>
  useQuery({ ...contractQuery(getMenuFieldLevels, { params: EMPLOYEE_LIST }), select: (levels) => levels.employee ?? {} });

/** The caller's levels on one employee's record (their own: the private ones), for the fields no section carries (the photo). */
export const useEmployeeRecordLevels = (id: string) =>
  useQuery({
    ...contractQuery(getMenuFieldLevels, { params: EMPLOYEE_LIST, query: { employeeID: id } }),
    select: (levels) => levels.employee ?? {},
  });

/** The photo as a blob (the caller turns it into an object URL and revokes it). */
export const employeePhotoQuery = (id: string) =>
  queryOptions({
    queryKey: contractKey(getEmployeePhoto, { params: { id } }),
    queryFn: ({ signal }) => callApiForFile(getEmployeePhoto, { params: { id }, signal }).then((file) => file.blob),
  });

/** Every query of one employee's record (its sections, lists, photo and levels): the profile waits for them to scroll to a section. */
export const employeeRecordQueries = (id: string) =>
  contractQueries(({ input }) => input?.params?.id === id || input?.query?.employeeID === id);

/** Whether a username is still free (spec §5: availability is checked by a call). */
/** Whether an employment number and an identification number are free in the company (spec §5, checked by a call). */
export const employeeAvailability = (body: EmployeeAvailabilityBody) => callApi(checkEmployeeAvailability, { body });

export const isUsernameAvailable = (username: string) =>
  callApi(checkCredential, { body: { username } }).then((result) => result.available);
