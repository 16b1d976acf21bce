import {
  createAttendanceAdjustment,
  lockAttendancePeriod,
  unlockAttendancePeriod,
  type CreateAttendanceAdjustmentBody,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useLockPeriod = () => useContractMutation(lockAttendancePeriod, { input: (date: string) => ({ body: { date } }) });

export const useUnlockPeriod = () =>
  useContractMutation(unlockAttendancePeriod, { input: (body: { date: string; reason: string }) => ({ body }) });

export const useCreateAdjustment = () =>
  useContractMutation(createAttendanceAdjustment, { input: (body: CreateAttendanceAdjustmentBody) => ({ body }) });
