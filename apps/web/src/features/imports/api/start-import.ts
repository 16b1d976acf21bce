import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody, ImportKind } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';

/** Queues the import; its progress and result are followed by job id (lib/jobs.ts). */
export const startImport = ({ kind, file }: { readonly kind: ImportKind; readonly file: ImportFileBody }) =>
  callApi(IMPORT_KINDS[kind].start, { body: file });

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

/**
 * After an import, every cached list of this account may be out of date (the employee or contract
 * lists, pickers, counts): they are marked stale and read again when next shown.
 */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return () => queryClient.invalidateQueries({ queryKey: ['session', userKey], refetchType: 'none' });
}
