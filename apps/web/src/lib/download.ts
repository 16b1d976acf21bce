import { downloadFile as downloadFileRoute } from '@tenaga/contracts/modules/files.contracts';
import { callApiForFile } from './api-client.ts';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Downloads a file a job produced (GET /files/:id) with the session's token, and saves it under
 * the server's name (`fallbackName` if the server sends none). Fails with ApiError or
 * NetworkError like every other call; the caller shows it with useErrorNotice.
 */
export async function downloadFile({ fileId, fallbackName }: { readonly fileId: string; readonly fallbackName: string }): Promise<void> {
  // The file is sent only to the user who produced it: a plain link would carry no token.
  const { blob, headers } = await callApiForFile(downloadFileRoute, { params: { id: fileId } });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? fallbackName);
}

/** Saves a blob the app received as a file of this name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
