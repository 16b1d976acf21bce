import { useMutation } from '@tanstack/react-query';
import type { ImportCheck, ImportFileBody, ImportKind } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';

/** Checks a file against every rule; the server writes nothing. */
export const checkImport = ({ kind, file }: { readonly kind: ImportKind; readonly file: ImportFileBody }): Promise<ImportCheck> =>
  callApi(IMPORT_KINDS[kind].check, { body: file });

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
