import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * __Title__ (menu item __menu__): the company's list, kept with optimistic concurrency, each
 * change audited. Made with `npm run new-module`; its rules are the module's own to write.
 */

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
// Multi-line (the form's text area): it may hold line breaks; every other text is one line.
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');

const __ItemPascal__FieldsSchema = z.strictObject({ name: NameSchema, description: DescriptionSchema });

export const Create__ItemPascal__BodySchema = __ItemPascal__FieldsSchema;
export type Create__ItemPascal__Body = z.infer<typeof Create__ItemPascal__BodySchema>;

/** A change names every field (the form sends the whole record) and the version it was read at. */
export const Update__ItemPascal__BodySchema = __ItemPascal__FieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type Update__ItemPascal__Body = z.infer<typeof Update__ItemPascal__BodySchema>;

export const __ItemPascal__Schema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type __ItemPascal__ = z.infer<typeof __ItemPascal__Schema>;

const tags = ['__kebab__'];

export const list__Pascal__ = defineRoute({
  method: 'POST',
  path: '/__kebab__/table',
  readsOnly: true,
  summary: '__Title__ (table protocol), searchable by name and description',
  tags,
  permission: menuAccess('__menu__', 'view'),
  body: TableRequestSchema,
  response: tableResponse(__ItemPascal__Schema),
});

export const create__ItemPascal__ = defineRoute({
  method: 'POST',
  path: '/__kebab__',
  summary: 'Add one; a name the company already has (in any case) is refused with 409 NAME_TAKEN',
  tags,
  permission: menuAccess('__menu__', 'edit'),
  body: Create__ItemPascal__BodySchema,
  response: __ItemPascal__Schema,
});

export const update__ItemPascal__ = defineRoute({
  method: 'PUT',
  path: '/__kebab__',
  summary: 'Change one; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('__menu__', 'edit'),
  body: Update__ItemPascal__BodySchema,
  response: __ItemPascal__Schema,
});

export const delete__ItemPascal__ = defineRoute({
  method: 'DELETE',
  path: '/__kebab__/:id',
  summary: 'Delete one',
  tags,
  permission: menuAccess('__menu__', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const __camel__Api = defineApiModule({ name: '__camel__', menu: ['__menu__'] });
