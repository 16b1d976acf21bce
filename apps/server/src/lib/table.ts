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
 * The sortable column a client names, or `fallback`. Only the map's own keys: a plain object
 * inherits `__proto__`, `constructor`, `toString`, which are not columns.
 */
export function sortColumn<S extends Record<string, AnyColumn | SQL>, F>(
  sortable: S,
  name: string | undefined,
  fallback: F,
): S[keyof S] | F {
  return name !== undefined && Object.hasOwn(sortable, name) ? (sortable[name] as S[keyof S]) : fallback;
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
    const field = sortColumn(sortable, request.columns[column]?.data, null);
    return field ? [dir === 'asc' ? asc(field) : desc(field)] : [];
  });
  return order.length ? [...order, ...fallback] : fallback;
}
