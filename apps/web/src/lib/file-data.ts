/** A chosen file's bytes in base64, as the upload routes take them (their limits keep the body small). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a megabyte of arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The longest side a photographed document keeps when the phone's photo is over the limit: still easy to read. */
const MAX_PHOTO_SIDE = 2000;

/** A phone's photo is often over the limit: drawn smaller as a JPEG where the browser can. */
async function shrunkPhoto(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  } catch {
    return null;
  }
}

/**
 * What a document upload (a medical certificate, a receipt: a PDF or an image) sends: the file itself
 * when it fits, a photo made smaller when it does not; else the problem.
 */
export async function prepareDocumentUpload(file: File, maxBytes: number): Promise<Blob | 'type' | 'size'> {
  const isPdf = file.type === 'application/pdf';
  if (!isPdf && !file.type.startsWith('image/')) return 'type';
  if (file.size > 0 && file.size <= maxBytes) return file;
  if (isPdf) return 'size';
  const smaller = await shrunkPhoto(file);
  return smaller && smaller.size > 0 && smaller.size <= maxBytes ? smaller : 'size';
}
