import { updateSiteAttendance, type UpdateSiteAttendanceBody } from '@tenaga/contracts/modules/attendance.contracts';
import {
  createAbsence,
  deleteAbsence,
  updateAbsence,
  type CreateAbsenceBody,
  type UpdateAbsenceBody,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useUpdateSiteAttendance = () =>
  useContractMutation(updateSiteAttendance, {
    input: ({ id, ...body }: UpdateSiteAttendanceBody & { id: string }) => ({ params: { id }, body }),
  });

export const useCreateAbsence = () => useContractMutation(createAbsence, { input: (body: CreateAbsenceBody) => ({ body }) });

export const useUpdateAbsence = () =>
  useContractMutation(updateAbsence, {
    input: ({ id, ...body }: UpdateAbsenceBody & { id: string }) => ({ params: { id }, body }),
  });

export const useDeleteAbsence = () => useContractMutation(deleteAbsence, { input: (id: string) => ({ params: { id } }) });
