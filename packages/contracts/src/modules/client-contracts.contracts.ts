import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess, type RouteCache } from '../route.ts';
import { v } from '../validation.ts';
import { clearable, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { multiLine } from '../text.ts';

/**
 * Client contracts (spec §3 Contract) and their locations, where employees are deployed. Both are
 * archived rather than deleted while they have history; lists and dropdowns group them Active vs
 * Archived (spec §4). The active list and the profile are under `contractsActive`, the archived
 * list and restoring under `contractsArchived`.
 */

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const AddressSchema = multiLine(z.string().trim().max(300, { error: v.tooLong })).default('');
const DateSchema = clearable(isoDate()).default(null);

export const ClientContractLocationFieldsSchema = z.strictObject({ name: NameSchema, address: AddressSchema });

/** The end of a contract is not before its start. */
function checkDates(contract: { startDate?: string | null | undefined; endDate?: string | null | undefined }, context: z.RefinementCtx) {
  if (contract.startDate && contract.endDate && contract.endDate < contract.startDate)
    context.addIssue({ code: 'custom', path: ['endDate'], message: v.endBeforeStart });
}

const ClientContractFieldsSchema = z.strictObject({
  name: NameSchema,
  client: z.string().trim().max(120, { error: v.tooLong }).default(''),
  startDate: DateSchema,
  endDate: DateSchema,
});

/** A new contract, with its first locations (more can be added on its profile). */
export const CreateClientContractBodySchema = ClientContractFieldsSchema.extend({
  locations: z.array(ClientContractLocationFieldsSchema).max(100).default([]),
}).superRefine((contract, context) => {
  checkDates(contract, context);
  const seen = new Set<string>();
  contract.locations.forEach((location, index) => {
    const key = location.name.toLowerCase();
    if (seen.has(key)) context.addIssue({ code: 'custom', path: ['locations', index, 'name'], message: v.unique });
    seen.add(key);
  });
});
export type CreateClientContractBody = z.infer<typeof CreateClientContractBodySchema>;

/** A change names every field (the form sends the whole contract). */
export const UpdateClientContractBodySchema = ClientContractFieldsSchema.extend({ id: z.uuid(), version: VersionSchema }).superRefine(
  checkDates,
);
export type UpdateClientContractBody = z.infer<typeof UpdateClientContractBodySchema>;

export const ClientContractLocationSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  name: z.string(),
  address: z.string(),
  archived: z.boolean(),
  archivedAt: TimestampSchema.nullable(),
  /** Employees deployed there (at any time): such a location can be archived but not deleted. */
  employeeCount: z.number().int(),
  version: VersionSchema,
});
export type ClientContractLocation = z.infer<typeof ClientContractLocationSchema>;

/** A contract as lists show it. */
export const ClientContractSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  client: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  archived: z.boolean(),
  archivedAt: TimestampSchema.nullable(),
  /** Locations not archived. */
  locationCount: z.number().int(),
  /** Distinct employees deployed to it (at any time). */
  employeeCount: z.number().int(),
  createdAt: TimestampSchema,
  version: VersionSchema,
});
export type ClientContract = z.infer<typeof ClientContractSchema>;

/** The contract profile (spec named route contractProfile): the contract and all its locations. */
export const ClientContractProfileSchema = ClientContractSchema.extend({ locations: z.array(ClientContractLocationSchema) });
export type ClientContractProfile = z.infer<typeof ClientContractProfileSchema>;

export const ClientContractParamsSchema = z.strictObject({ id: z.uuid() });
export const LocationParamsSchema = z.strictObject({ id: z.uuid(), locationId: z.uuid() });
const VersionBodySchema = z.strictObject({ version: VersionSchema });

const tags = ['clientContracts'];
// A contract and its locations say how many employees are deployed there.
const withEmployeeCounts = { reads: ['clientContracts', 'employees'] } as const satisfies RouteCache;
const activeView = menuAccess('contractsActive', 'view');
const activeEdit = menuAccess('contractsActive', 'edit');

export const listActiveClientContracts = defineRoute({
  method: 'POST',
  path: '/contracts/table',
  readsOnly: true,
  summary: 'Active contracts (table protocol), searchable by name and client',
  tags,
  cache: withEmployeeCounts,
  permission: activeView,
  body: TableRequestSchema,
  response: tableResponse(ClientContractSchema),
});

export const listArchivedClientContracts = defineRoute({
  method: 'POST',
  path: '/contracts/archived/table',
  readsOnly: true,
  summary: 'Archived contracts (table protocol), searchable by name and client',
  tags,
  cache: withEmployeeCounts,
  permission: menuAccess('contractsArchived', 'view'),
  body: TableRequestSchema,
  response: tableResponse(ClientContractSchema),
});

export const getClientContract = defineRoute({
  method: 'GET',
  path: '/contracts/:id',
  summary: 'A contract with its locations (the contract profile)',
  tags,
  cache: withEmployeeCounts,
  permission: activeView,
  params: ClientContractParamsSchema,
  response: ClientContractProfileSchema,
});

export const createClientContract = defineRoute({
  method: 'POST',
  path: '/contracts',
  summary: 'Add a contract, with its first locations',
  tags,
  permission: activeEdit,
  body: CreateClientContractBodySchema,
  response: ClientContractProfileSchema,
});

export const updateClientContract = defineRoute({
  method: 'PUT',
  path: '/contracts',
  summary: 'Change a contract (not while it is archived)',
  tags,
  permission: activeEdit,
  body: UpdateClientContractBodySchema,
  response: ClientContractProfileSchema,
});

export const archiveClientContract = defineRoute({
  method: 'PUT',
  path: '/contracts/:id/archive',
  summary: 'Archive a contract: it moves to the archived list and its locations with it',
  tags,
  permission: activeEdit,
  params: ClientContractParamsSchema,
  body: VersionBodySchema,
  response: ClientContractProfileSchema,
});

export const restoreClientContract = defineRoute({
  method: 'PUT',
  path: '/contracts/:id/restore',
  summary: 'Bring an archived contract back to the active list',
  tags,
  permission: menuAccess('contractsArchived', 'edit'),
  params: ClientContractParamsSchema,
  body: VersionBodySchema,
  response: ClientContractProfileSchema,
});

export const ClientContractUsageSchema = z.object({
  employeeCount: z.number().int(),
  locations: z.array(z.object({ id: z.uuid(), employeeCount: z.number().int() })),
});

export const getClientContractUsage = defineRoute({
  method: 'GET',
  path: '/contracts/:id/usage',
  summary: 'How many employees are deployed to a contract and to each of its locations',
  tags,
  permission: activeView,
  params: ClientContractParamsSchema,
  response: ClientContractUsageSchema,
});

export const deleteClientContract = defineRoute({
  method: 'DELETE',
  path: '/contracts/:id',
  summary: 'Delete a contract and its locations; refused (409 IN_USE, with the count) once employees were deployed to it',
  tags,
  permission: activeEdit,
  params: ClientContractParamsSchema,
  response: OkSchema,
});

export const addClientContractLocation = defineRoute({
  method: 'POST',
  path: '/contracts/:id/locations',
  summary: 'Add a location to a contract (not while it is archived)',
  tags,
  permission: activeEdit,
  params: ClientContractParamsSchema,
  body: ClientContractLocationFieldsSchema,
  response: ClientContractLocationSchema,
});

export const UpdateClientContractLocationBodySchema = ClientContractLocationFieldsSchema.extend({ version: VersionSchema });

export const updateClientContractLocation = defineRoute({
  method: 'PUT',
  path: '/contracts/:id/locations/:locationId',
  summary: "Change a contract's location",
  tags,
  permission: activeEdit,
  params: LocationParamsSchema,
  body: UpdateClientContractLocationBodySchema,
  response: ClientContractLocationSchema,
});

export const archiveClientContractLocation = defineRoute({
  method: 'PUT',
  path: '/contracts/:id/locations/:locationId/archive',
  summary: "Archive a contract's location",
  tags,
  permission: activeEdit,
  params: LocationParamsSchema,
  body: VersionBodySchema,
  response: ClientContractLocationSchema,
});

export const restoreClientContractLocation = defineRoute({
  method: 'PUT',
  path: '/contracts/:id/locations/:locationId/restore',
  summary: 'Bring an archived location back (the contract itself must be active)',
  tags,
  permission: activeEdit,
  params: LocationParamsSchema,
  body: VersionBodySchema,
  response: ClientContractLocationSchema,
});

export const deleteClientContractLocation = defineRoute({
  method: 'DELETE',
  path: '/contracts/:id/locations/:locationId',
  summary: 'Delete a location; refused (409 IN_USE, with the count) once employees were deployed there',
  tags,
  permission: activeEdit,
  params: LocationParamsSchema,
  response: OkSchema,
});

/** A location in dropdowns; `archived` is its own flag or its contract's. */
export const LocationOptionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  archived: z.boolean(),
  archivedAt: TimestampSchema.nullable(),
});
export const ClientContractOptionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  archived: z.boolean(),
  archivedAt: TimestampSchema.nullable(),
  /** Active locations first, then archived ones, each by name. */
  locations: z.array(LocationOptionSchema),
});
export type ClientContractOption = z.infer<typeof ClientContractOptionSchema>;
export const ClientContractOptionsSchema = z.object({
  active: z.array(ClientContractOptionSchema),
  archived: z.array(ClientContractOptionSchema),
});
export type ClientContractOptions = z.infer<typeof ClientContractOptionsSchema>;

export const getClientContractOptions = defineRoute({
  method: 'GET',
  path: '/contracts/options',
  summary: 'Contracts with their locations for dropdowns, grouped Active and Archived (spec §4)',
  tags,
  // Names only, for the employee form, filters and reports: any signed-in user may read them.
  permission: sessionAccess,
  response: ClientContractOptionsSchema,
});

/** The menu items this module serves and its record pages (api-module.ts). */
export const clientContractsApi = defineApiModule({
  name: 'clientContracts',
  menu: ['contractsActive', 'contractsArchived'],
  records: [{ name: 'contractProfile', path: '/contracts/:id/profile', under: 'contractsActive' }],
});
