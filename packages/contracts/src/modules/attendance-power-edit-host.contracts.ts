import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { EmployeeOptionSchema, type EmployeeOption } from './employees/filters.ts';

/**
 * The power-edit host's reads (spec §7 "Power-edit host: … GET employees; GET contracts/locations;
 * timeoff/policies; contracts/contracts"): what Attendance › Power edit lists beside its grid — the
 * employees it may edit, the contracts and their locations to narrow the grid by, and the leave
 * policies. Served under the power-edit host's base (`host: 'powerEdit'`; this server by default),
 * for whoever may open Power edit, each within the caller's company (and employees within their data scope).
 */
const host = 'powerEdit' as const;
const tags = ['attendance'];
const permission = menuAccess('attendancePowerEdit', 'view');

/**
 * The employee options of spec §3, as the pickers read them; the identification number is never
 * sent here (null): the grid does not need it.
 */
export const PowerEditEmployeeSchema = EmployeeOptionSchema;
export type PowerEditEmployee = EmployeeOption;

export const listPowerEditEmployees = defineRoute({
  method: 'GET',
  path: '/employees',
  host,
  summary: 'Power-edit host `GET employees`: the employees the caller may edit in Power edit (their data scope), by name',
  tags,
  permission,
  cache: { reads: ['employees'] },
  response: z.array(PowerEditEmployeeSchema),
});

export const ContractLocationRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contractId: z.uuid(),
  contractName: z.string(),
  /** The location or its contract is archived. */
  isArchive: z.boolean(),
});
export type ContractLocationRow = z.infer<typeof ContractLocationRowSchema>;

export const listContractLocations = defineRoute({
  method: 'GET',
  path: '/contracts/locations',
  host,
  summary: 'Power-edit host `GET contracts/locations`: every contract location with its contract, active ones first, by name',
  tags,
  permission,
  cache: { reads: ['clientContracts'] },
  response: z.array(ContractLocationRowSchema),
});

/** Spec §3 "Contract: _id (with $oid), name, locations (each with an id), isArchive". */
export const ContractObjectSchema = z.object({
  _id: z.object({ $oid: z.string() }),
  name: z.string(),
  locations: z.array(z.object({ id: z.string(), name: z.string(), isArchive: z.boolean() })),
  isArchive: z.boolean(),
});
export type ContractObject = z.infer<typeof ContractObjectSchema>;

export const listContractObjects = defineRoute({
  method: 'GET',
  path: '/contracts/contracts',
  host,
  summary:
    'Power-edit host `GET contracts/contracts`: the contract list as objects with `_id.$oid`, name, locations and isArchive (spec §3)',
  tags,
  permission,
  cache: { reads: ['clientContracts'] },
  response: z.array(ContractObjectSchema),
});

export const PowerEditLeavePolicySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
});
export type PowerEditLeavePolicy = z.infer<typeof PowerEditLeavePolicySchema>;

export const listPowerEditLeavePolicies = defineRoute({
  method: 'GET',
  path: '/timeoff/policies',
  host,
  summary: 'Power-edit host `timeoff/policies`: the company’s leave policies with their categories, by category and name',
  tags,
  permission,
  cache: { reads: ['time-off'] },
  response: z.array(PowerEditLeavePolicySchema),
});

/** Reads beside Attendance › Power edit, whose menu item its own module serves (api-module.ts). */
export const attendancePowerEditHostApi = defineApiModule({ name: 'attendance-power-edit-host', menu: [] });
