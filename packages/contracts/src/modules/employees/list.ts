import { z } from 'zod';
import { TableRequestSchema, tableResponse } from '../../common.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { OthersEntrySchema } from '../custom-fields.contracts.ts';
import { FilterQuerySchema } from './filters.ts';
import { CreateEmployeeBodySchema } from './record.ts';

export const EMPLOYEE_LIST_STATUSES = ['active', 'archived', 'all'] as const;
export type EmployeeListStatus = (typeof EMPLOYEE_LIST_STATUSES)[number];

/** Columns the employee list sorts by (spec §3). */
export const EMPLOYEE_SORT_FIELDS = ['employmentNumber', 'fullName', 'identificationNumber'] as const;

export const EmployeeTableBodySchema = TableRequestSchema.extend({
  filter: FilterQuerySchema.default({ join: 'and', rules: [], hideEmptyRows: false, employeeIds: [] }),
  status: z.enum(EMPLOYEE_LIST_STATUSES).default('active'),
});
export type EmployeeTableBody = z.input<typeof EmployeeTableBodySchema>;

/**
 * The employee list's standard columns, in the order it shows them; each can be shown or hidden
 * (the name always shows). The export writes the columns the list shows, in its order (the table
 * protocol's `columns`), custom field columns keyed 'custom.<field id>'.
 */
export const EMPLOYEE_LIST_COLUMNS = [
  'employmentNumber',
  'fullName',
  'identificationType',
  'identificationNumber',
  'email',
  'phones',
  'jobTitle',
  'department',
  'category',
  'locations',
  'hiringDate',
  'employmentType',
  'passType',
  'paymentMode',
  'source',
  'status',
] as const;
export type EmployeeListColumn = (typeof EMPLOYEE_LIST_COLUMNS)[number];
/** The columns a new user's list shows. */
export const DEFAULT_EMPLOYEE_LIST_COLUMNS: readonly EmployeeListColumn[] = [
  'employmentNumber',
  'fullName',
  'identificationNumber',
  'jobTitle',
  'department',
  'hiringDate',
];
/** A custom field's column in the list and the export. */
export const customListColumn = (fieldId: string) => `custom.${fieldId}`;

/** A row of the employee list; fields the caller may not read are left out. */
export const EmployeeRowSchema = z.object({
  id: z.uuid(),
  employmentNumber: z.string(),
  fullName: z.string(),
  identificationType: z.string().nullable().optional(),
  identificationNumber: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phones: z.array(z.string()).optional(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  category: z.string().nullable().optional(),
  /** Where the employee is deployed today: 'Contract · Location', by name. */
  locations: z.array(z.string()).optional(),
  hiringDate: z.string().nullable().optional(),
  /** Codes: the filter panel's options name them (pass types and payment modes of the company's country). */
  passTypeId: z.number().int().nullable().optional(),
  paymentModeId: z.number().int().nullable().optional(),
  cessationDate: z.string().nullable(),
  employmentType: z.number().int(),
  source: z.number().int(),
  /** The employee's custom field values (spec §3 `others`), for the list's custom field columns. */
  others: z.array(OthersEntrySchema).optional(),
});
export type EmployeeRow = z.infer<typeof EmployeeRowSchema>;

export const employeeTable = defineRoute({
  method: 'POST',
  path: '/employees/table',
  readsOnly: true,
  summary: 'The employee list: table protocol with the advanced filter and the status filter',
  tags: ['employees'],
  // Rows name their department and job title.
  cache: { reads: ['employees', 'organisation'] },
  permission: menuAccess('employeeList', 'view'),
  body: EmployeeTableBodySchema,
  response: tableResponse(EmployeeRowSchema),
});

export const createEmployee = defineRoute({
  method: 'POST',
  path: '/employees',
  summary: 'Add an employee',
  tags: ['employees'],
  // With an account it adds a user; its custom values count in the fields' usage.
  cache: { changes: ['employees', 'users', 'custom-fields'] },
  permission: menuAccess('employeeAdd', 'edit'),
  body: CreateEmployeeBodySchema,
  response: z.object({ id: z.uuid() }),
});

export const countEmployees = defineRoute({
  method: 'GET',
  path: '/employees/total',
  summary: 'How many employees are active and archived',
  tags: ['employees'],
  permission: menuAccess('employeeList', 'view'),
  response: z.object({ active: z.number().int(), archived: z.number().int() }),
});
