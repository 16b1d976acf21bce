import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '@tenaga/contracts';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition } from '../../../lib/download.ts';
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(headers.get('content-disposition')) ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadImportSample() {
  return useMutation({ mutationFn: downloadImportSample });
}
