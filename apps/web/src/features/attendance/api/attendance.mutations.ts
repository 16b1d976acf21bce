import { updateSiteAttendance, type UpdateSiteAttendanceBody } from '@tenaga/contracts/modules/attendance.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useUpdateSiteAttendance = () =>
  useContractMutation(updateSiteAttendance, {
    input: ({ id, ...body }: UpdateSiteAttendanceBody & { id: string }) => ({ params: { id }, body }),
  });
