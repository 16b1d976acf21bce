import { z } from 'zod';

export const IdSchema = z.uuid();
export const IdParamsSchema = z.strictObject({ id: z.uuid() });

/** Instants cross the wire as millisecond timestamps (spec §3 date range values). */
export const TimestampSchema = z.number().int();

export const OkSchema = z.object({ ok: z.literal(true) });

/** Table protocol request (spec §3): start, length (−1 = all), order, search, columns, filter. */
export const TableRequestSchema = z.strictObject({
  start: z.number().int().min(0).default(0),
  length: z.union([z.literal(-1), z.number().int().min(1).max(1000)]).default(10),
  order: z
    .array(z.strictObject({ column: z.number().int().min(0), dir: z.enum(['asc', 'desc']) }))
    .max(5)
    .default([]),
  search: z.strictObject({ value: z.string().max(200).default('') }).default({ value: '' }),
  columns: z
    .array(z.strictObject({ data: z.string().max(100), orderable: z.boolean().optional() }))
    .max(100)
    .default([]),
});
export type TableRequest = z.infer<typeof TableRequestSchema>;

export function tableResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), recordsTotal: z.number().int(), recordsFiltered: z.number().int() });
}

/**
 * A value that can be cleared. Outgoing bodies from the web client drop null fields (spec §7), so
 * a form clears a field by sending ''; other callers may send null. The server stores null.
 */
export function clearable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal(''), z.null()]).transform((value) => (value === '' || value === null ? null : (value as z.infer<T>)));
}
