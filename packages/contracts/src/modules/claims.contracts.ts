import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Claims (menu item claims): the company's list, kept with optimistic concurrency, each
 * change audited. Made with `npm run new-module`; its rules are the module's own to write.
 */

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
// Multi-line (the form's text area): it may hold line breaks; every other text is one line.
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');

const ClaimFieldsSchema = z.strictObject({ name: NameSchema, description: DescriptionSchema });

export const CreateClaimBodySchema = ClaimFieldsSchema;
export type CreateClaimBody = z.infer<typeof CreateClaimBodySchema>;

/** A change names every field (the form sends the whole record) and the version it was read at. */
export const UpdateClaimBodySchema = ClaimFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateClaimBody = z.infer<typeof UpdateClaimBodySchema>;

export const ClaimSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Claim = z.infer<typeof ClaimSchema>;

const tags = ['claims'];

export const listClaims = defineRoute({
  method: 'POST',
  path: '/claims/table',
  readsOnly: true,
  summary: 'Claims (table protocol), searchable by name and description',
  tags,
  permission: menuAccess('claims', 'view'),
  body: TableRequestSchema,
  response: tableResponse(ClaimSchema),
});

export const createClaim = defineRoute({
  method: 'POST',
  path: '/claims',
  summary: 'Add one; a name the company already has (in any case) is refused with 409 NAME_TAKEN',
  tags,
  permission: menuAccess('claims', 'edit'),
  body: CreateClaimBodySchema,
  response: ClaimSchema,
});

export const updateClaim = defineRoute({
  method: 'PUT',
  path: '/claims',
  summary: 'Change one; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('claims', 'edit'),
  body: UpdateClaimBodySchema,
  response: ClaimSchema,
});

export const deleteClaim = defineRoute({
  method: 'DELETE',
  path: '/claims/:id',
  summary: 'Delete one',
  tags,
  permission: menuAccess('claims', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const claimsApi = defineApiModule({ name: 'claims', menu: ['claims'] });
