import type { ImportFileBody, ImportKind } from '@tenaga/contracts';
import { useContractCache } from '../../../lib/contract-cache.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';

/** Queues the import (every row or none, or the valid rows only); its progress and result are followed by job id (lib/jobs.ts). */
export const useStartImport = (kind: ImportKind) =>
  useContractMutation(IMPORT_KINDS[kind].start, {
    input: ({ file, validRowsOnly }: { file: ImportFileBody; validRowsOnly: boolean }) => ({
      body: validRowsOnly ? { ...file, validRowsOnly } : file,
    }),
  });

/**
 * After an import, what its contract says the job changed (the list it filled, and whatever reads
 * that: pickers, counts) is marked stale and read again when next shown.
 */
export function useRefreshAfterImport(kind: ImportKind) {
  const cache = useContractCache();
  return () => cache.refreshAfter([IMPORT_KINDS[kind].start], { refetchType: 'none' });
}
