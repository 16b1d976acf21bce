import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess, type RouteCache } from '../route.ts';
import { v } from '../validation.ts';
import { IdParamsSchema, IdSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import {
  ACCESS_LEVELS,
  DATA_SCOPES,
  DEFAULT_ROLE_KEYS,
  FIELD_LEVELS,
  FIELD_SCOPES,
  FieldGrantsSchema,
  MenuGrantsSchema,
} from '../access.ts';
import { defineApiModule } from '../api-module.ts';
import { multiLine } from '../text.ts';

const RoleNameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(300, { error: v.tooLong }));

/** A role as the API shows it; fields the caller may not read are left out (field-level grants). */
export const RoleSchema = z.object({
  id: z.uuid(),
  systemKey: z.enum(DEFAULT_ROLE_KEYS).nullable(),
  /** The Administrator role always grants everything and cannot be changed or deleted. */
  locked: z.boolean(),
  userCount: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
  name: z.string().optional(),
  description: z.string().optional(),
  dataScope: z.enum(DATA_SCOPES).optional(),
  menuGrants: MenuGrantsSchema.optional(),
  fieldGrants: FieldGrantsSchema.optional(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleSummarySchema = RoleSchema.pick({
  id: true,
  systemKey: true,
  locked: true,
  userCount: true,
  updatedAt: true,
  name: true,
  description: true,
  dataScope: true,
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

export const RoleBodySchema = z.strictObject({
  name: RoleNameSchema,
  description: DescriptionSchema.default(''),
  dataScope: z.enum(DATA_SCOPES, { error: v.invalidOption }),
  menuGrants: MenuGrantsSchema,
  fieldGrants: FieldGrantsSchema.default({ public: {}, private: {} }),
});
export type RoleBody = z.infer<typeof RoleBodySchema>;

/** A change names only what changes (no defaults filled in) and the version it was made from. */
export const RoleChangesSchema = z.strictObject({
  id: z.uuid(),
  version: VersionSchema,
  name: RoleNameSchema.optional(),
  description: DescriptionSchema.optional(),
  dataScope: z.enum(DATA_SCOPES, { error: v.invalidOption }).optional(),
  menuGrants: MenuGrantsSchema.optional(),
  fieldGrants: FieldGrantsSchema.optional(),
});
export type RoleChanges = z.infer<typeof RoleChangesSchema>;

export const listRoles = defineRoute({
  method: 'POST',
  path: '/permissions/list',
  summary: 'The roles of the company with how many users each has',
  tags: ['permissions'],
  // Each role says how many users have it.
  cache: { reads: ['permissions', 'users'] },
  permission: menuAccess('roles', 'view'),
  body: TableRequestSchema,
  response: tableResponse(RoleSummarySchema),
});

export const getRole = defineRoute({
  method: 'GET',
  path: '/permissions/:id',
  summary: 'One role with its menu and field grants',
  tags: ['permissions'],
  permission: menuAccess('roles', 'view'),
  params: IdParamsSchema,
  response: RoleSchema,
});

export const createRole = defineRoute({
  method: 'POST',
  path: '/permissions',
  summary: 'Create a role',
  tags: ['permissions'],
  permission: menuAccess('roles', 'edit'),
  body: RoleBodySchema,
  response: RoleSchema,
});

export const updateRole = defineRoute({
  method: 'PUT',
  path: '/permissions',
  summary: "Change a role; its users' menus change at once",
  tags: ['permissions'],
  permission: menuAccess('roles', 'edit'),
  body: RoleChangesSchema,
  response: RoleSchema,
});

export const deleteRole = defineRoute({
  method: 'DELETE',
  path: '/permissions/:id',
  summary: 'Delete a role no user has',
  tags: ['permissions'],
  permission: menuAccess('roles', 'edit'),
  params: IdParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

/** One item of the product's menu tree as the role editor shows it. */
export interface MenuTreeNode {
  name: string;
  path?: string | undefined;
  order: number;
  developed: boolean;
  area: 'main' | 'setting';
  children?: MenuTreeNode[] | undefined;
}
export const MenuTreeNodeSchema: z.ZodType<MenuTreeNode> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      path: z.string().optional(),
      order: z.number(),
      developed: z.boolean(),
      area: z.enum(['main', 'setting']),
      children: z.array(MenuTreeNodeSchema).optional(),
    }),
  )
  .meta({ id: 'MenuTreeNode' });

export const getMenuTree = defineRoute({
  method: 'GET',
  path: '/permissions/menu/tree',
  summary: "The product's whole menu tree, main and settings, for granting access",
  tags: ['permissions'],
  cache: { immutable: true },
  permission: menuAccess('roles', 'view'),
  response: z.object({ main: z.array(MenuTreeNodeSchema), setting: z.array(MenuTreeNodeSchema) }),
});

export const RoleMenuGrantSchema = z.object({
  name: z.string(),
  path: z.string().nullable(),
  level: z.enum(ACCESS_LEVELS).nullable(),
  depth: z.number().int(),
});

export const getRoleMenu = defineRoute({
  method: 'GET',
  path: '/permissions/:id/menu/:menu',
  summary: "A role's grants on one menu item and everything under it",
  tags: ['permissions'],
  permission: menuAccess('roles', 'view'),
  params: z.strictObject({ id: z.uuid(), menu: z.string().max(60) }),
  response: z.array(RoleMenuGrantSchema),
});

/* Permission templates: the four built in (ids are the default role keys) and the company's own. */

export const TemplateIdSchema = z.union([z.enum(DEFAULT_ROLE_KEYS), z.uuid()], { error: v.invalidValue });

export const PermissionTemplateSchema = z.object({
  id: z.string(),
  builtIn: z.boolean(),
  name: z.string(),
  description: z.string(),
  dataScope: z.enum(DATA_SCOPES),
  menuGrants: MenuGrantsSchema,
  fieldGrants: FieldGrantsSchema,
  updatedAt: TimestampSchema.nullable(),
  version: VersionSchema,
});
export type PermissionTemplate = z.infer<typeof PermissionTemplateSchema>;
export const PermissionTemplateSummarySchema = PermissionTemplateSchema.pick({
  id: true,
  builtIn: true,
  name: true,
  description: true,
  dataScope: true,
  updatedAt: true,
});
export type PermissionTemplateSummary = z.infer<typeof PermissionTemplateSummarySchema>;

// Templates are only read when a role is made from one: changing a template changes no role or menu.
const templatesCache = { reads: ['permission-templates'], changes: ['permission-templates'] } as const satisfies RouteCache;

export const listPermissionTemplates = defineRoute({
  method: 'GET',
  path: '/permissions/template/list',
  summary: 'Permission templates a role can be created from',
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'view'),
  response: z.array(PermissionTemplateSummarySchema),
});

export const getPermissionTemplate = defineRoute({
  method: 'GET',
  path: '/permissions/template/:id',
  summary: 'One permission template with its grants',
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'view'),
  params: z.strictObject({ id: TemplateIdSchema }),
  response: PermissionTemplateSchema,
});

export const createPermissionTemplate = defineRoute({
  method: 'POST',
  path: '/permissions/template',
  summary: 'Save a permission template',
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'edit'),
  body: RoleBodySchema,
  response: PermissionTemplateSchema,
});

export const updatePermissionTemplate = defineRoute({
  method: 'PUT',
  path: '/permissions/template',
  summary: "Change one of the company's permission templates",
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'edit'),
  body: RoleChangesSchema,
  response: PermissionTemplateSchema,
});

export const deletePermissionTemplate = defineRoute({
  method: 'DELETE',
  path: '/permissions/template/:id',
  summary: "Delete one of the company's permission templates",
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'edit'),
  params: IdParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

/* Field-level permissions (spec §7 permissions/menu/fields…). */

/** entity → field → level, e.g. { user: { email: 'view' } }. */
export const FieldLevelsSchema = z.record(z.string(), z.record(z.string(), z.enum(FIELD_LEVELS)));
export type FieldLevels = z.infer<typeof FieldLevelsSchema>;
const FieldTypeQuerySchema = z.strictObject({ type: z.enum(FIELD_SCOPES, { error: v.invalidOption }).default('public') });

export const getMyFieldLevels = defineRoute({
  method: 'GET',
  path: '/permissions/menu/fields',
  summary: "The signed-in user's field levels on their own records (private) or other people's (public)",
  tags: ['permissions'],
  permission: sessionAccess,
  query: FieldTypeQuerySchema,
  response: FieldLevelsSchema,
});

export const getTemplateFieldLevels = defineRoute({
  method: 'GET',
  path: '/permissions/menu/fields/template/:id',
  summary: "A permission template's field levels",
  tags: ['permissions'],
  cache: templatesCache,
  permission: menuAccess('permissionTemplates', 'view'),
  params: z.strictObject({ id: TemplateIdSchema }),
  query: FieldTypeQuerySchema,
  response: FieldLevelsSchema,
});

export const getMenuFieldLevels = defineRoute({
  method: 'GET',
  path: '/permissions/menu/:menu/fields',
  summary:
    "The signed-in user's field levels on the records of one menu item; with employeeID, on that employee's record (private when it is their own)",
  tags: ['permissions'],
  // With an employee, the levels depend on whose record it is (one's own, one's team).
  cache: { reads: ['permissions', 'employees'] },
  permission: sessionAccess,
  params: z.strictObject({ menu: z.string().max(60) }),
  query: z.strictObject({ employeeID: IdSchema.optional() }),
  response: FieldLevelsSchema,
});

/** The menu items this module serves (api-module.ts). */
export const rolesApi = defineApiModule({ name: 'roles', menu: ['roles', 'permissionTemplates', 'navigation'] });
