// The field builders and section helpers the employee routes share (not part of the package's API).
import { z } from 'zod';
import { FIELD_LEVELS } from '../../access.ts';
import { clearable, isoDate, VersionSchema } from '../../common.ts';
import { recordAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { multiLine } from '../../text.ts';

export { isoDate };
export const optionalText = (max: number) => clearable(z.string().trim().max(max, { error: v.tooLong })).default(null);
/** Optional text that may span lines (an address). */
export const optionalMultiLineText = (max: number) => clearable(multiLine(z.string().trim().max(max, { error: v.tooLong }))).default(null);
export const optionalDate = () => clearable(isoDate()).default(null);
export const optionalId = () => clearable(z.uuid({ error: v.invalidOption })).default(null);

export const profileAccess = (level: 'view' | 'edit') => recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level });

/**
 * A section as read: the values the caller may see (stored values, so each field is passed through
 * as it is: the input schemas' transforms only run one way), each field's level, and the version to save against.
 */
export function sectionResponse<T extends z.ZodObject>(section: T) {
  const values = z.object(
    Object.fromEntries(Object.keys(section.shape).map((field) => [field, z.unknown().optional()])),
  ) as unknown as z.ZodType<Partial<z.output<T>>>;
  return z.object({ version: VersionSchema, values, levels: z.record(z.string(), z.enum(FIELD_LEVELS)) });
}

/** A section saved: only the fields sent change; the version is the one read. */
export const RecordVersionSchema = z.strictObject({ id: z.uuid(), version: VersionSchema });

/**
 * A section's fields, each optional and without its default: a save changes only what it sends
 * (zod's own `.partial()` keeps the defaults, so a field left out would be read as "clear it").
 */
export function sentFieldsOf<S extends z.ZodRawShape>(section: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(section.shape).map(([field, schema]) => [
      field,
      ((schema instanceof z.ZodDefault ? schema.removeDefault() : schema) as z.ZodType).optional(),
    ]),
  );
  return z.strictObject(shape) as unknown as ReturnType<z.ZodObject<S>['partial']>;
}
