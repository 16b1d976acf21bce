import { z } from 'zod';
import { isoDate, int32, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { profileAccess, RecordVersionSchema, sentFieldsOf } from './fields.ts';
import { FilterQuerySchema } from './filters.ts';
import { JobSectionSchema, PaymentSectionSchema, PersonalSectionSchema } from './record.ts';

// Calls on a whole record or on many (spec §7): PUT employees, PUT employees/obtained,
// POST employees/data and POST employees/selection/payment.

/** `PUT employees`: the record's sections saved together, under one version (only the fields sent change). */
export const UpdateEmployeeBodySchema = RecordVersionSchema.extend({
  personal: sentFieldsOf(PersonalSectionSchema).optional(),
  job: sentFieldsOf(JobSectionSchema).optional(),
  payment: sentFieldsOf(PaymentSectionSchema).optional(),
});
export type UpdateEmployeeBody = z.infer<typeof UpdateEmployeeBodySchema>;

export const updateEmployee = defineRoute({
  method: 'PUT',
  path: '/employees',
  summary: 'Save an employee’s personal, job and payment sections at once; a stale version is refused with 409 VERSION_CONFLICT',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: UpdateEmployeeBodySchema,
  response: z.object({ version: VersionSchema, bankChangePending: z.boolean() }),
});

/**
 * `PUT employees/obtained`: the pass an employee now holds and the date it was obtained (a work
 * pass holder becoming a permanent resident: Singapore's CPF rates follow the years since then).
 */
export const UpdateEmployeePassBodySchema = RecordVersionSchema.extend({
  passTypeId: int32().min(1, { error: v.invalidOption }),
  passObtainedDate: isoDate(),
  passSubtype: PersonalSectionSchema.shape.passSubtype.removeDefault().optional(),
  passNumber: PersonalSectionSchema.shape.passNumber.removeDefault().optional(),
  passValidFrom: PersonalSectionSchema.shape.passValidFrom.removeDefault().optional(),
  passValidTo: PersonalSectionSchema.shape.passValidTo.removeDefault().optional(),
});
export type UpdateEmployeePassBody = z.infer<typeof UpdateEmployeePassBodySchema>;

export const updateEmployeePass = defineRoute({
  method: 'PUT',
  path: '/employees/obtained',
  summary: 'Record the pass an employee obtained and when; a stale version is refused with 409 VERSION_CONFLICT',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: UpdateEmployeePassBodySchema,
  response: z.object({ version: VersionSchema }),
});

/** The fields `POST employees/data` can read: every field of the three sections. */
export const EMPLOYEE_DATA_FIELDS = [
  ...Object.keys(PersonalSectionSchema.shape),
  ...Object.keys(JobSectionSchema.shape),
  ...Object.keys(PaymentSectionSchema.shape),
] as [string, ...string[]];

/** `POST employees/data`: chosen fields of chosen employees, for tools that read many records at once. */
export const EmployeesDataBodySchema = z.strictObject({
  employeeIds: z
    .array(z.uuid({ error: v.invalidOption }))
    .min(1, { error: v.required })
    .max(500),
  fields: z
    .array(z.enum(EMPLOYEE_DATA_FIELDS, { error: v.invalidOption }))
    .min(1, { error: v.required })
    .max(EMPLOYEE_DATA_FIELDS.length),
});

export const EmployeeDataRowSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  /** Each field asked for that the caller may see; a hidden one is left out. An account number the caller may only view shows its last 4 digits. */
  values: z.record(z.string(), z.unknown()),
});

export const readEmployeesData = defineRoute({
  method: 'POST',
  path: '/employees/data',
  summary: 'Chosen fields of chosen employees, as the caller may see them (employees they do not reach are left out)',
  tags: ['employees'],
  permission: menuAccess('employeeList', 'view'),
  body: EmployeesDataBodySchema,
  response: z.array(EmployeeDataRowSchema),
});

/** `POST employees/selection/payment`: who can be paid, for the payrun's and the bank transfer's pickers. */
export const PaymentSelectionBodySchema = z.strictObject({
  filter: FilterQuerySchema.optional(),
  /** Only employees paid by these modes (spec §3 payment modes). */
  paymentModeIds: z.array(int32().min(1)).max(20).optional(),
  /** Who is still working on this date (default: the company's today), as the employee list counts it. */
  on: isoDate().optional(),
});

export const PaymentOptionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  /** Null when the caller may not see the payment section. */
  paymentModeId: z.number().int().nullable(),
  bankCode: z.string().nullable(),
  /** A bank transfer can go: a bank and an account number are on the record (the number itself is not sent). */
  accountReady: z.boolean().nullable(),
  hasSalary: z.boolean().nullable(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

export const listPaymentEmployeeOptions = defineRoute({
  method: 'POST',
  path: '/employees/selection/payment',
  summary: 'Employees who can be paid on a date, with how they are paid, as picker options',
  tags: ['employees'],
  cache: { reads: ['employees'] },
  permission: menuAccess('employeeList', 'view'),
  body: PaymentSelectionBodySchema,
  response: z.array(PaymentOptionSchema),
});
