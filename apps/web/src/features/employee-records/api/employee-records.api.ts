import { useQuery } from '@tanstack/react-query';
import {
  addEmployeeIdentification,
  addServicePeriod,
  deleteEmployeeIdentification,
  deleteEmployeeWorkHours,
  deleteServicePeriod,
  saveEmployeeWorkHours,
  updateEmployeeIdentification,
  updateServicePeriod,
} from '@tenaga/contracts/modules/employee-records.contracts';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import type { FieldLevel } from '@tenaga/contracts/access';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { contractQuery } from '../../../lib/contract-query.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each save refreshes what reads employee records (the sections), as the contracts declare.

export type RecordField = 'identifications' | 'hiringDateHistory' | 'salaryHistory' | 'workHours' | 'salary';

/** The caller's level on fields of an employee's record (their own: the private levels). */
export const useRecordLevels = (employeeId: string) =>
  useQuery({
    ...contractQuery(getMenuFieldLevels, { params: { menu: 'employeeList' }, query: { employeeID: employeeId } }),
    select: (levels): Record<RecordField, FieldLevel> => ({
      identifications: levels.employee?.identifications ?? 'none',
      hiringDateHistory: levels.employee?.hiringDateHistory ?? 'none',
      salaryHistory: levels.employee?.salaryHistory ?? 'none',
      workHours: levels.employee?.workHours ?? 'none',
      salary: levels.employee?.salary ?? 'none',
    }),
  });

export const useAddIdentification = () =>
  useContractMutation(addEmployeeIdentification, { input: (body: BodyInputOf<typeof addEmployeeIdentification>) => ({ body }) });
export const useUpdateIdentification = () =>
  useContractMutation(updateEmployeeIdentification, { input: (body: BodyInputOf<typeof updateEmployeeIdentification>) => ({ body }) });
export const useDeleteIdentification = () =>
  useContractMutation(deleteEmployeeIdentification, { input: (params: { id: string; entryId: string }) => ({ params }) });

export const useAddServicePeriod = () =>
  useContractMutation(addServicePeriod, { input: (body: BodyInputOf<typeof addServicePeriod>) => ({ body }) });
export const useUpdateServicePeriod = () =>
  useContractMutation(updateServicePeriod, { input: (body: BodyInputOf<typeof updateServicePeriod>) => ({ body }) });
export const useDeleteServicePeriod = () =>
  useContractMutation(deleteServicePeriod, { input: (params: { id: string; entryId: string }) => ({ params }) });

export const useSaveWorkHours = () =>
  useContractMutation(saveEmployeeWorkHours, { input: (body: BodyInputOf<typeof saveEmployeeWorkHours>) => ({ body }) });
export const useDeleteWorkHours = () =>
  useContractMutation(deleteEmployeeWorkHours, { input: (params: { id: string; entryId: string }) => ({ params }) });
