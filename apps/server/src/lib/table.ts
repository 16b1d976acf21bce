import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * ORDER BY of a table request: each order entry names a column index whose `data` must be one
 * of the sortable columns; anything else falls back to the default order.
 */
export function orderOf<S extends Record<string, AnyColumn | SQL>>(
  request: Pick<TableRequest, 'order' | 'columns'>,
  sortable: S,
  fallback: SQL[],
): SQL[] {
  const order = request.order.flatMap(({ column, dir }) => {
    const field = sortable[request.columns[column]?.data as keyof S];
    return field ? [dir === 'asc' ? asc(field) : desc(field)] : [];
  });
  return order.length ? [...order, ...fallback] : fallback;
}
