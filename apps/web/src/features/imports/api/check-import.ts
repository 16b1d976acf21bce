import type { ImportFileBody, ImportKind } from '@tenaga/contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';

/** Checks a file against every rule; the server writes nothing. */
export const useCheckImport = (kind: ImportKind) =>
  useContractMutation(IMPORT_KINDS[kind].check, { input: (file: ImportFileBody) => ({ body: file }) });
