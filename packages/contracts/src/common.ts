import { z } from 'zod';
import './zod-setup.ts';
import { v } from './validation.ts';

export const IdSchema = z.uuid();
export const IdParamsSchema = z.strictObject({ id: z.uuid() });

/** PostgreSQL's integer (int4): the type of every integer column, so no number outside it may reach a query. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer that fits an integer column; narrower bounds where the value has them (`int32().min(0)`). */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** A record's version for optimistic locking (an integer column). */
export const VersionSchema = int32();

/** The instants a timestamp may name: years 1 to 9999, which JavaScript dates and PostgreSQL timestamps both hold. */
export const TIMESTAMP_MIN = -62_135_596_800_000; // 0001-01-01T00:00:00Z
export const TIMESTAMP_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Years 1 to 9999 for dates and months written YYYY-…: the ISO format allows year 0000, which
 * PostgreSQL's date has not (it has no year 0) and JavaScript's Date.UTC reads as 1900.
 */
const inYearsOneTo9999 = (value: string) => !value.startsWith('0000');

/** A calendar date, YYYY-MM-DD, in years 1 to 9999: every date field's schema; a missing one is required, not of the wrong format. */
export const isoDate = () =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? v.required : v.validFormat) })
    .refine(inYearsOneTo9999, { error: v.validFormat });

/** A month, YYYY-MM, in years 1 to 9999. */
export const isoMonth = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: v.validFormat })
    .refine(inYearsOneTo9999, { error: v.validFormat });

/** Instants cross the wire as millisecond timestamps (spec §3 date range values). */
export const TimestampSchema = z.number().int().min(TIMESTAMP_MIN).max(TIMESTAMP_MAX);

/** The same bounds for numbers a query string carries (as text). */
export const queryInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);
export const QueryTimestampSchema = z.coerce.number().int().min(TIMESTAMP_MIN).max(TIMESTAMP_MAX);

export const OkSchema = z.object({ ok: z.literal(true) });

/** Table protocol request (spec §3): start, length (−1 = all), order, search, columns, filter. */
export const TableRequestSchema = z.strictObject({
  start: int32().min(0).default(0),
  length: z.union([z.literal(-1), z.number().int().min(1).max(1000)]).default(10),
  order: z
    .array(z.strictObject({ column: int32().min(0).max(99), dir: z.enum(['asc', 'desc']) }))
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
