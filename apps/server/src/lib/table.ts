import type { TableRequest } from '@tenaga/contracts';

/** LIMIT/OFFSET of a table request; length −1 means all rows (spec §3). */
// PostgreSQL treats LIMIT ALL (and a null limit) as no limit; the table protocol says -1 for All.
export function pageOf(request: Pick<TableRequest, 'start' | 'length'>): { limit: number; offset: number } {
  return { limit: request.length === -1 ? Number.MAX_SAFE_INTEGER : request.length, offset: request.start };
}

/** A LIKE pattern that matches the text literally, wherever it occurs. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
