import { withdrawEmployeeBankChange } from '@tenaga/contracts/modules/employees/bank-change';
import { addEmployeeFamily, deleteEmployeeFamily, updateEmployeeFamily } from '@tenaga/contracts/modules/employees/family';
import { archiveEmployee, deleteEmployeePhoto, restoreEmployee, updateEmployeePhoto } from '@tenaga/contracts/modules/employees/lifecycle';
import { createEmployee } from '@tenaga/contracts/modules/employees/list';
import { updateEmployeesJob } from '@tenaga/contracts/modules/employees/power-edit';
import {
  updateEmployeeDeployments,
  updateEmployeeJob,
  updateEmployeePayment,
  updateEmployeePersonal,
} from '@tenaga/contracts/modules/employees/profile';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import type { EmployeeSection } from './employees.queries.ts';

// Each change to an employee refreshes what reads employees (lists, counts, options, profiles, and
// the other modules' lists that count employees), as the contracts declare; creating one with an
// account refreshes the users too.

export const useCreateEmployee = () =>
  useContractMutation(createEmployee, { input: (body: BodyInputOf<typeof createEmployee>) => ({ body }) });

const SECTION_SAVES = { personal: updateEmployeePersonal, job: updateEmployeeJob, payment: updateEmployeePayment } as const;
export type SectionSaveBody = { id: string; version: number } & Record<string, unknown>;

/** Saves one section: only the fields that changed, against the version read. */
export const useSaveSection = (section: EmployeeSection) =>
  useContractMutation(SECTION_SAVES[section], { input: (body: SectionSaveBody) => ({ body: body as never }) });

/** Takes back one's own bank account change waiting for approval. */
export const useWithdrawBankChange = () => useContractMutation(withdrawEmployeeBankChange, { input: (id: string) => ({ params: { id } }) });

/** Power edit: many employees' job fields at once, all or nothing. */
export const useSaveJobRows = () =>
  useContractMutation(updateEmployeesJob, { input: (rows: BodyInputOf<typeof updateEmployeesJob>['rows']) => ({ body: { rows } }) });

export const useSaveDeployments = () =>
  useContractMutation(updateEmployeeDeployments, { input: (body: BodyInputOf<typeof updateEmployeeDeployments>) => ({ body }) });

export const useAddFamilyMember = () =>
  useContractMutation(addEmployeeFamily, { input: (body: BodyInputOf<typeof addEmployeeFamily>) => ({ body }) });
export const useUpdateFamilyMember = () =>
  useContractMutation(updateEmployeeFamily, { input: (body: BodyInputOf<typeof updateEmployeeFamily>) => ({ body }) });
export const useDeleteFamilyMember = () =>
  useContractMutation(deleteEmployeeFamily, { input: (params: { id: string; familyId: string }) => ({ params }) });

export const useArchiveEmployee = () =>
  useContractMutation(archiveEmployee, {
    input: ({ id, ...body }: { id: string; version: number; cessationDate: string }) => ({ params: { id }, body }),
  });
export const useRestoreEmployee = () =>
  useContractMutation(restoreEmployee, {
    input: ({ id, version }: { id: string; version: number }) => ({ params: { id }, body: { version } }),
  });

export const useSavePhoto = () =>
  useContractMutation(updateEmployeePhoto, {
    input: ({ id, ...body }: { id: string; contentType: string; data: string }) => ({ params: { id }, body }),
  });
export const useRemovePhoto = () => useContractMutation(deleteEmployeePhoto, { input: (id: string) => ({ params: { id } }) });
