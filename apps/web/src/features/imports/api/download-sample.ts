import { useMutation } from '@tanstack/react-query';
import type { ImportFileBody, ImportKind } from '@tenaga/contracts';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';

/** Fetches the sample file (in the user's language) with the session's token and saves it. */
export async function downloadImportSample({
  kind,
  fallbackName,
}: {
  readonly kind: ImportKind;
  readonly fallbackName: string;
}): Promise<void> {
  // The route needs the session's token: a plain link would carry none.
  const { blob, headers } = await callApiForFile(IMPORT_KINDS[kind].sample);
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? fallbackName);
}

export function useDownloadImportSample() {
  return useMutation({ mutationFn: downloadImportSample });
}

/** Fetches the rows of a file that have problems, each marked (the server writes nothing), and saves them. */
export async function downloadImportProblems({
  kind,
  file,
  fallbackName,
}: {
  readonly kind: ImportKind;
  readonly file: ImportFileBody;
  readonly fallbackName: string;
}): Promise<void> {
  const { blob, headers } = await callApiForFile(IMPORT_KINDS[kind].problems, { body: file });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? fallbackName);
}

export function useDownloadImportProblems() {
  return useMutation({ mutationFn: downloadImportProblems });
}
