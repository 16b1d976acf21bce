import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addEmployeeFamily,
  archiveEmployee,
  createEmployee,
  deleteEmployeeFamily,
  deleteEmployeePhoto,
  restoreEmployee,
  updateEmployeeDeployments,
  updateEmployeeFamily,
  updateEmployeeJob,
  updateEmployeePayment,
  updateEmployeePersonal,
  updateEmployeePhoto,
  updateEmployeesJob,
  type BodyInputOf,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { employeeKeys, type EmployeeSection } from './employees.keys.ts';

/** Every change to an employee refreshes every list, count, option and profile that shows employees. */
function useEmployeesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(userKey) }) });
}

export const useCreateEmployee = () =>
  useEmployeesMutation((body: BodyInputOf<typeof createEmployee>) => callApi(createEmployee, { body }));

const SECTION_SAVES = { personal: updateEmployeePersonal, job: updateEmployeeJob, payment: updateEmployeePayment } as const;
export type SectionSaveBody = { id: string; version: number } & Record<string, unknown>;

/** Saves one section: only the fields that changed, against the version read. */
export const useSaveSection = (section: EmployeeSection) =>
  useEmployeesMutation((body: SectionSaveBody) => callApi(SECTION_SAVES[section], { body: body as never }));

/** Power edit: many employees' job fields at once, all or nothing. */
export const useSaveJobRows = () =>
  useEmployeesMutation((rows: BodyInputOf<typeof updateEmployeesJob>['rows']) => callApi(updateEmployeesJob, { body: { rows } }));

export const useSaveDeployments = () =>
  useEmployeesMutation((body: BodyInputOf<typeof updateEmployeeDeployments>) => callApi(updateEmployeeDeployments, { body }));

export const useAddFamilyMember = () =>
  useEmployeesMutation((body: BodyInputOf<typeof addEmployeeFamily>) => callApi(addEmployeeFamily, { body }));
export const useUpdateFamilyMember = () =>
  useEmployeesMutation((body: BodyInputOf<typeof updateEmployeeFamily>) => callApi(updateEmployeeFamily, { body }));
export const useDeleteFamilyMember = () =>
  useEmployeesMutation((params: { id: string; familyId: string }) => callApi(deleteEmployeeFamily, { params }));

export const useArchiveEmployee = () =>
  useEmployeesMutation(({ id, ...body }: { id: string; version: number; cessationDate: string }) =>
    callApi(archiveEmployee, { params: { id }, body }),
  );
export const useRestoreEmployee = () =>
  useEmployeesMutation(({ id, version }: { id: string; version: number }) =>
    callApi(restoreEmployee, { params: { id }, body: { version } }),
  );

export const useSavePhoto = () =>
  useEmployeesMutation(({ id, ...body }: { id: string; contentType: string; data: string }) =>
    callApi(updateEmployeePhoto, { params: { id }, body }),
  );
export const useRemovePhoto = () => useEmployeesMutation((id: string) => callApi(deleteEmployeePhoto, { params: { id } }));
