import { validatePhoto } from '@tenaga/domain';

/**
 * A chosen photo as PUT employees/:id/photo takes it (its type and its bytes in base64), or the
 * spec §5 message key when it is not an image under 500 kB.
 */
export async function readPhoto(file: File): Promise<{ ok: true; contentType: string; data: string } | { ok: false; key: string }> {
  const checked = validatePhoto({ mimeType: file.type, sizeBytes: file.size });
  if (!checked.ok) return { ok: false, key: checked.error === 'NOT_IMAGE' ? 'validation:photoType' : 'validation:photoSize' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with half a megabyte of arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { ok: true, contentType: file.type, data: btoa(binary) };
}
