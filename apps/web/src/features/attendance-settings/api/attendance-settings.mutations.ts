import {
  assignRoster,
  assignSetting,
  createFullTimeSetting,
  createPartTimeSetting,
  createShift,
  deleteFullTimeSetting,
  deletePartTimeSetting,
  deleteRoster,
  deleteSettingAssignment,
  deleteShift,
  resetRosterCell,
  setRosterCell,
  updateFullTimeSetting,
  updatePartTimeSetting,
  updateShift,
  type Employment,
} from '@tenaga/contracts/modules/attendance-settings.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
const SETTING_CALLS = {
  fullTime: { create: createFullTimeSetting, update: updateFullTimeSetting, remove: deleteFullTimeSetting },
  partTime: { create: createPartTimeSetting, update: updatePartTimeSetting, remove: deletePartTimeSetting },
} as const;

type SettingBody = BodyInputOf<typeof createFullTimeSetting>;

export const useCreateSetting = (employment: Employment) =>
  useContractMutation(SETTING_CALLS[employment].create, { input: (body: SettingBody) => ({ body }) });
export const useUpdateSetting = (employment: Employment) =>
  useContractMutation(SETTING_CALLS[employment].update, {
    input: ({ id, ...body }: SettingBody & { id: string; version: number }) => ({ params: { id }, body }),
  });
export const useDeleteSetting = (employment: Employment) =>
  useContractMutation(SETTING_CALLS[employment].remove, { input: (id: string) => ({ params: { id } }) });

export const useAssignSetting = () =>
  useContractMutation(assignSetting, { input: (body: BodyInputOf<typeof assignSetting>) => ({ body }) });
export const useDeleteSettingAssignment = () =>
  useContractMutation(deleteSettingAssignment, { input: (id: string) => ({ params: { id } }) });

export const useCreateShift = () => useContractMutation(createShift, { input: (body: BodyInputOf<typeof createShift>) => ({ body }) });
export const useUpdateShift = () =>
  useContractMutation(updateShift, {
    input: ({ id, ...body }: BodyInputOf<typeof updateShift> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteShift = () => useContractMutation(deleteShift, { input: (id: string) => ({ params: { id } }) });

export const useAssignRoster = () => useContractMutation(assignRoster, { input: (body: BodyInputOf<typeof assignRoster>) => ({ body }) });
export const useDeleteRoster = () => useContractMutation(deleteRoster, { input: (id: string) => ({ params: { id } }) });

export const useSetRosterCell = () =>
  useContractMutation(setRosterCell, { input: (body: BodyInputOf<typeof setRosterCell>) => ({ body }) });
export const useResetRosterCell = () =>
  useContractMutation(resetRosterCell, { input: (query: { employeeId: string; date: string }) => ({ query }) });
