import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { IdParamsSchema, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { OptionSchema } from './users.contracts.ts';
import { defineApiModule } from '../api-module.ts';
import { multiLine } from '../text.ts';

/**
 * The company's organisation lists (Settings › Organisation, one tab each) and its sites
 * (Settings › Site management). Employees point to them; one in use cannot be deleted.
 */
export const ORGANISATION_LISTS = ['departments', 'jobTitles', 'employeeCategories', 'commercialSectors'] as const;
export type OrganisationList = (typeof ORGANISATION_LISTS)[number];

export const OrganisationNameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(100, { error: v.tooLong });

/** A row of one of the lists, with how many employee records use it. */
export const OrganisationItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employeeCount: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type OrganisationItem = z.infer<typeof OrganisationItemSchema>;

export const CreateOrganisationItemBodySchema = z.strictObject({ name: OrganisationNameSchema });
export type CreateOrganisationItemBody = z.infer<typeof CreateOrganisationItemBodySchema>;
export const UpdateOrganisationItemBodySchema = z.strictObject({ id: z.uuid(), version: VersionSchema, name: OrganisationNameSchema });
export type UpdateOrganisationItemBody = z.infer<typeof UpdateOrganisationItemBodySchema>;

/**
 * A department also names its head (an employee): the approver of the "department head" level of
 * an approval workflow for the department's people.
 */
export const DepartmentSchema = OrganisationItemSchema.extend({
  head: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type Department = z.infer<typeof DepartmentSchema>;
const DepartmentHeadFieldSchema = { headEmployeeId: z.uuid({ error: v.invalidOption }).nullable().default(null) };
export const CreateDepartmentBodySchema = CreateOrganisationItemBodySchema.extend(DepartmentHeadFieldSchema);
export type CreateDepartmentBody = z.infer<typeof CreateDepartmentBodySchema>;
export const UpdateDepartmentBodySchema = UpdateOrganisationItemBodySchema.extend(DepartmentHeadFieldSchema);
export type UpdateDepartmentBody = z.infer<typeof UpdateDepartmentBodySchema>;

const listSchemas = {
  item: OrganisationItemSchema,
  create: CreateOrganisationItemBodySchema,
  update: UpdateOrganisationItemBodySchema,
};

/** The five routes of one list; `path` is its collection under /organisation. */
function listRoutes<
  const P extends string,
  Item extends z.ZodType = typeof OrganisationItemSchema,
  Create extends z.ZodType = typeof CreateOrganisationItemBodySchema,
  Update extends z.ZodType = typeof UpdateOrganisationItemBodySchema,
>(options: { path: P; what: string; schemas?: { item: Item; create: Create; update: Update } }) {
  const { item, create, update } = (options.schemas ?? listSchemas) as { item: Item; create: Create; update: Update };
  const tags = ['organisation'];
  const permission = menuAccess('organisation', 'edit');
  const view = menuAccess('organisation', 'view');
  return {
    table: defineRoute({
      method: 'POST',
      path: `/organisation/${options.path}/table`,
      readsOnly: true,
      summary: `The company's ${options.what} (table protocol), with how many employees use each`,
      tags,
      cache: { reads: ['organisation', 'employees'] },
      permission: view,
      body: TableRequestSchema,
      response: tableResponse(item),
    }),
    create: defineRoute({
      method: 'POST',
      path: `/organisation/${options.path}`,
      summary: `Add one of the ${options.what}`,
      tags,
      permission,
      body: create,
      response: item,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `/organisation/${options.path}`,
      summary: `Change one of the ${options.what}`,
      tags,
      permission,
      body: update,
      response: item,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `/organisation/${options.path}/:id`,
      summary: `Delete one of the ${options.what}; refused (409 IN_USE, with the count) while employees use it`,
      tags,
      permission,
      params: IdParamsSchema,
      response: OkSchema,
    }),
    // Names only, for the employee form, filters and reports: any signed-in user may read them.
    options: defineRoute({
      method: 'GET',
      path: `/organisation/${options.path}/options`,
      summary: `The ${options.what} as options, by name`,
      tags,
      permission: sessionAccess,
      response: z.array(OptionSchema),
    }),
  };
}

const departmentRoutes = listRoutes({
  path: 'departments',
  what: 'departments (with their heads)',
  schemas: { item: DepartmentSchema, create: CreateDepartmentBodySchema, update: UpdateDepartmentBodySchema },
});
export const listDepartments = departmentRoutes.table;
export const createDepartment = departmentRoutes.create;
export const updateDepartment = departmentRoutes.update;
export const deleteDepartment = departmentRoutes.remove;
export const getDepartmentOptions = departmentRoutes.options;

const jobTitleRoutes = listRoutes({ path: 'job-titles', what: 'job titles' });
export const listJobTitles = jobTitleRoutes.table;
export const createJobTitle = jobTitleRoutes.create;
export const updateJobTitle = jobTitleRoutes.update;
export const deleteJobTitle = jobTitleRoutes.remove;
export const getJobTitleOptions = jobTitleRoutes.options;

const categoryRoutes = listRoutes({ path: 'employee-categories', what: 'employee categories' });
export const listEmployeeCategories = categoryRoutes.table;
export const createEmployeeCategory = categoryRoutes.create;
export const updateEmployeeCategory = categoryRoutes.update;
export const deleteEmployeeCategory = categoryRoutes.remove;
export const getEmployeeCategoryOptions = categoryRoutes.options;

/**
 * Spec §7 "GET employees/employee-category": the employee categories as the employee form's picker
 * reads them (the same answer as the list's options).
 */
export const getEmployeeCategorySelection = defineRoute({
  method: 'GET',
  path: '/employees/employee-category',
  summary: 'The employee categories as options, by name (the employee form’s picker)',
  tags: ['organisation'],
  permission: sessionAccess,
  response: z.array(OptionSchema),
});

const sectorRoutes = listRoutes({ path: 'commercial-sectors', what: 'commercial sectors' });
export const listCommercialSectors = sectorRoutes.table;
export const createCommercialSector = sectorRoutes.create;
export const updateCommercialSector = sectorRoutes.update;
export const deleteCommercialSector = sectorRoutes.remove;
export const getCommercialSectorOptions = sectorRoutes.options;

/** Each list's routes by its name, for code that serves or shows all four alike. */
export const ORGANISATION_LIST_ROUTES = {
  departments: departmentRoutes,
  jobTitles: jobTitleRoutes,
  employeeCategories: categoryRoutes,
  commercialSectors: sectorRoutes,
} as const;
/** The lists whose items are a name alone. */
export type PlainOrganisationList = Exclude<OrganisationList, 'departments'>;

// ———————————————————————————————— sites ————————————————————————————————

/** A point on the map is optional; when given, both coordinates are. The radius (for geofencing) needs a point. */
const coordinate = (limit: number) =>
  z.number({ error: v.validNumber }).min(-limit, { error: v.validNumber }).max(limit, { error: v.validNumber }).nullable().default(null);

const SiteFieldsSchema = z.strictObject({
  name: OrganisationNameSchema,
  address: multiLine(z.string().trim().max(300, { error: v.tooLong })).default(''),
  latitude: coordinate(90),
  longitude: coordinate(180),
  radiusMeters: z
    .number({ error: v.validNumber })
    .int({ error: v.validNumber })
    .min(1, { error: v.validNumber })
    .max(100_000, { error: v.validNumber })
    .nullable()
    .default(null),
});

/** Both coordinates or neither; a radius only around a point. */
function checkGeo(
  site: { latitude?: number | null | undefined; longitude?: number | null | undefined; radiusMeters?: number | null | undefined },
  context: z.RefinementCtx,
) {
  const hasLatitude = site.latitude !== null && site.latitude !== undefined;
  const hasLongitude = site.longitude !== null && site.longitude !== undefined;
  if (hasLatitude && !hasLongitude) context.addIssue({ code: 'custom', path: ['longitude'], message: v.required });
  if (hasLongitude && !hasLatitude) context.addIssue({ code: 'custom', path: ['latitude'], message: v.required });
  if (site.radiusMeters !== null && site.radiusMeters !== undefined && !hasLatitude && !hasLongitude)
    context.addIssue({ code: 'custom', path: ['latitude'], message: v.required });
}

export const CreateSiteBodySchema = SiteFieldsSchema.superRefine(checkGeo);
export type CreateSiteBody = z.infer<typeof CreateSiteBodySchema>;
/** A change names every field (the form sends the whole site), so the geo rule can be checked on it alone. */
export const UpdateSiteBodySchema = SiteFieldsSchema.extend({ id: z.uuid(), version: VersionSchema }).superRefine(checkGeo);
export type UpdateSiteBody = z.infer<typeof UpdateSiteBodySchema>;

export const SiteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusMeters: z.number().int().nullable(),
  employeeCount: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Site = z.infer<typeof SiteSchema>;

export const listSites = defineRoute({
  method: 'POST',
  path: '/sites/table',
  readsOnly: true,
  summary: "The company's sites (table protocol), searchable by name and address",
  tags: ['sites'],
  cache: { reads: ['sites', 'employees'] },
  permission: menuAccess('siteList', 'view'),
  body: TableRequestSchema,
  response: tableResponse(SiteSchema),
});

export const createSite = defineRoute({
  method: 'POST',
  path: '/sites',
  summary: 'Add a site',
  tags: ['sites'],
  permission: menuAccess('siteList', 'edit'),
  body: CreateSiteBodySchema,
  response: SiteSchema,
});

export const updateSite = defineRoute({
  method: 'PUT',
  path: '/sites',
  summary: 'Change a site',
  tags: ['sites'],
  permission: menuAccess('siteList', 'edit'),
  body: UpdateSiteBodySchema,
  response: SiteSchema,
});

export const deleteSite = defineRoute({
  method: 'DELETE',
  path: '/sites/:id',
  summary: 'Delete a site; refused (409 IN_USE, with the count) while employees work there',
  tags: ['sites'],
  permission: menuAccess('siteList', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const getSiteOptions = defineRoute({
  method: 'GET',
  path: '/sites/options',
  summary: 'Sites as options, by name',
  tags: ['sites'],
  permission: sessionAccess,
  response: z.array(OptionSchema),
});

/** The menu items this module serves (api-module.ts). */
export const organisationApi = defineApiModule({ name: 'organisation', menu: ['organisation', 'siteList'] });
