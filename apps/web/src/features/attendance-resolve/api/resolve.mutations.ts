import {
  importDevicePunches,
  resolveDays,
  type DeviceImportBody,
  type ResolveBody,
} from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useResolveDays = () => useContractMutation(resolveDays, { input: (body: ResolveBody) => ({ body }) });

export const useImportDevicePunches = () => useContractMutation(importDevicePunches, { input: (body: DeviceImportBody) => ({ body }) });
