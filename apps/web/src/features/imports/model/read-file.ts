import { IMPORT_FILE_EXTENSIONS, IMPORT_LIMITS, type ImportFileBody } from '@tenaga/contracts/modules/imports.contracts';

/** The extensions the file picker offers ('.xlsx,.csv'). */
export const ACCEPTED_FILES = IMPORT_FILE_EXTENSIONS.join(',');

/** File sizes in units of 1000 with up to 2 decimals (spec §9): 5242880 → '5.24 MB'. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}

export const tooLarge = (file: Pick<File, 'size'>) => file.size > IMPORT_LIMITS.maxFileBytes;

/** The file as the check and import calls take it: its name and its bytes in base64. */
export function readImportFile(file: File): Promise<ImportFileBody> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      // A data URL: 'data:<type>;base64,<content>'.
      resolve({ fileName: file.name, content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}
