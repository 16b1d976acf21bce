import { z } from 'zod';
import { FIELD_LEVELS, type FieldLevel } from '../../access.ts';
import { IdParamsSchema, VersionSchema } from '../../common.ts';
import { defineRoute } from '../../route.ts';
import { RecordVersionSchema, profileAccess, sectionResponse, sentFieldsOf } from './fields.ts';
import { DeploymentSchema, JobSectionSchema, PaymentSectionSchema, PersonalSectionSchema } from './record.ts';

/** The profile's header (spec §3 brief): who, where, and whether the caller may change the record. */
export const EmployeeBriefSchema = z.object({
  id: z.uuid(),
  employmentNumber: z.string(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  hiringDate: z.string().nullable(),
  cessationDate: z.string().nullable(),
  version: VersionSchema,
  /** The caller's own record. */
  self: z.boolean(),
  /** The caller may archive and restore it. */
  canArchive: z.boolean(),
  /** There is a photo to fetch (GET employees/:id/photo). */
  hasPhoto: z.boolean(),
});
export type EmployeeBrief = z.infer<typeof EmployeeBriefSchema>;

export const getEmployeeBrief = defineRoute({
  method: 'GET',
  path: '/employees/:id/brief',
  summary: 'An employee’s profile header',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: EmployeeBriefSchema,
});

export const UpdatePersonalBodySchema = sentFieldsOf(PersonalSectionSchema).extend(RecordVersionSchema.shape);
export const UpdateJobBodySchema = sentFieldsOf(JobSectionSchema).extend(RecordVersionSchema.shape);
export const UpdatePaymentBodySchema = sentFieldsOf(PaymentSectionSchema).extend(RecordVersionSchema.shape);

export const PersonalSectionResponseSchema = sectionResponse(PersonalSectionSchema);
/** A linked employee as pickers name them: '(employment number) full name' (spec §3 employee option). */
export const LinkedEmployeeSchema = z.object({ id: z.uuid(), text: z.string() });
export type LinkedEmployee = z.infer<typeof LinkedEmployeeSchema>;
/**
 * The job section also names the manager, so the profile shows who it is to a caller whose role
 * may not list employees (My profile); null without a manager or when the caller may not see the field.
 */
export const JobSectionResponseSchema = sectionResponse(JobSectionSchema).extend({ manager: LinkedEmployeeSchema.nullable() });
export const PaymentSectionResponseSchema = sectionResponse(PaymentSectionSchema);
export type SectionRead<S> = { version: number; values: Partial<S>; levels: Record<string, FieldLevel> };

export const getEmployeePersonal = defineRoute({
  method: 'GET',
  path: '/employees/:id/personal',
  summary: 'An employee’s personal section',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: PersonalSectionResponseSchema,
});
export const updateEmployeePersonal = defineRoute({
  method: 'PUT',
  path: '/employees/personal',
  summary: 'Save an employee’s personal section',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: UpdatePersonalBodySchema,
  response: z.object({ version: VersionSchema }),
});
export const getEmployeeJob = defineRoute({
  method: 'GET',
  path: '/employees/:id/job',
  summary: 'An employee’s job section',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: JobSectionResponseSchema,
});
export const updateEmployeeJob = defineRoute({
  method: 'PUT',
  path: '/employees/job',
  summary: 'Save an employee’s job section',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: UpdateJobBodySchema,
  response: z.object({ version: VersionSchema }),
});
export const getEmployeePayment = defineRoute({
  method: 'GET',
  path: '/employees/:id/payment',
  summary: 'An employee’s payment section',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: PaymentSectionResponseSchema,
});
export const updateEmployeePayment = defineRoute({
  method: 'PUT',
  path: '/employees/payment',
  summary: 'Save an employee’s payment section',
  tags: ['employees'],
  // An employee's own bank account change may wait for approval instead (approvals).
  cache: { changes: ['employees', 'approvals'] },
  permission: profileAccess('edit'),
  body: UpdatePaymentBodySchema,
  response: z.object({
    version: VersionSchema,
    /** The bank fields sent wait for approval (the company's preference, on one's own record); the other fields are saved. */
    bankChangePending: z.boolean(),
  }),
});

export const DeploymentRowSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  locationId: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  contractName: z.string(),
  locationName: z.string().nullable(),
});
export const getEmployeeDeployments = defineRoute({
  method: 'GET',
  path: '/employees/:id/location-deployment',
  summary: 'Where an employee is deployed',
  tags: ['employees'],
  // Rows name their contract and location.
  cache: { reads: ['employees', 'clientContracts'] },
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: z.object({ version: VersionSchema, deployments: z.array(DeploymentRowSchema), level: z.enum(FIELD_LEVELS) }),
});
export const updateEmployeeDeployments = defineRoute({
  method: 'PUT',
  path: '/employees/location-deployment',
  summary: 'Replace an employee’s deployments',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: z.strictObject({ id: z.uuid(), version: VersionSchema, deployments: z.array(DeploymentSchema).max(50) }),
  response: z.object({ version: VersionSchema }),
});
