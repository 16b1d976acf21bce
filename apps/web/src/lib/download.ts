import { buildPath, downloadFile as downloadFileRoute, type ApiErrorBody } from '@tenaga/contracts';
import { API_BASE, ApiError, NetworkError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { sessionStore } from './session-store.ts';

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
  const token = sessionStore.token();
  // The file is sent only to the user who produced it: a plain link would carry no token.
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${buildPath(downloadFileRoute.path, { id: fileId })}`, { headers });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, payload && Array.isArray(payload.message) ? payload : null);
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}

function saveBlob(blob: Blob, fileName: string): void {
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
