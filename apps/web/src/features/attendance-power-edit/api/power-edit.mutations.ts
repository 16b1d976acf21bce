import {
  checkPowerEditImport,
  importPowerEdit,
  savePowerEdit,
  type PowerEditChange,
  type PowerEditImportBody,
} from '@tenaga/contracts/modules/attendance-power-edit.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useSavePowerEdit = () =>
  useContractMutation(savePowerEdit, { input: (changes: PowerEditChange[]) => ({ body: { changes } }) });

export const useCheckPowerEditImport = () =>
  useContractMutation(checkPowerEditImport, { input: (body: PowerEditImportBody) => ({ body }) });

export const useImportPowerEdit = () => useContractMutation(importPowerEdit, { input: (body: PowerEditImportBody) => ({ body }) });
