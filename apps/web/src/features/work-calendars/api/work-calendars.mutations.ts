import {
  adoptHolidays,
  createHoliday,
  deleteHoliday,
  tickHoliday,
  updateHoliday,
} from '@tenaga/contracts/modules/work-calendars.contracts';
import {
  addStandardWorkingWeeks,
  createWeekAssignment,
  createWorkingWeek,
  deleteWeekAssignment,
  deleteWorkingWeek,
  updateWorkingWeek,
} from '@tenaga/contracts/modules/work-calendars/working-weeks';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreateHoliday = () =>
  useContractMutation(createHoliday, { input: (body: BodyInputOf<typeof createHoliday>) => ({ body }) });
export const useUpdateHoliday = () =>
  useContractMutation(updateHoliday, {
    input: ({ id, ...body }: BodyInputOf<typeof updateHoliday> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteHoliday = () => useContractMutation(deleteHoliday, { input: (id: string) => ({ params: { id } }) });
export const useAdoptHolidays = () =>
  useContractMutation(adoptHolidays, { input: (body: BodyInputOf<typeof adoptHolidays>) => ({ body }) });
export const useTickHoliday = () => useContractMutation(tickHoliday, { input: (body: BodyInputOf<typeof tickHoliday>) => ({ body }) });

export const useCreateWorkingWeek = () =>
  useContractMutation(createWorkingWeek, { input: (body: BodyInputOf<typeof createWorkingWeek>) => ({ body }) });
export const useUpdateWorkingWeek = () =>
  useContractMutation(updateWorkingWeek, {
    input: ({ id, ...body }: BodyInputOf<typeof updateWorkingWeek> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteWorkingWeek = () => useContractMutation(deleteWorkingWeek, { input: (id: string) => ({ params: { id } }) });
export const useAddStandardWorkingWeeks = () =>
  useContractMutation(addStandardWorkingWeeks, { input: (body: BodyInputOf<typeof addStandardWorkingWeeks>) => ({ body }) });
export const useCreateWeekAssignment = () =>
  useContractMutation(createWeekAssignment, { input: (body: BodyInputOf<typeof createWeekAssignment>) => ({ body }) });
export const useDeleteWeekAssignment = () => useContractMutation(deleteWeekAssignment, { input: (id: string) => ({ params: { id } }) });
