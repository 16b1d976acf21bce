import { z } from 'zod';
import type { RateType } from '@tenaga/payroll';
import { clearable, int32, INT32_MAX } from '../../common.ts';
import { v } from '../../validation.ts';
import { PasswordSchema, UsernameSchema } from '../auth.contracts.ts';
import { SaveCustomFieldValuesBodySchema } from '../custom-fields.contracts.ts';
import { AssignLeaveProfileBodySchema } from '../time-off.contracts.ts';
import { isoDate, optionalDate, optionalId, optionalMultiLineText, optionalText } from './fields.ts';
import { EMPLOYMENT_TYPE } from './filters.ts';

export const GENDERS = ['male', 'female'] as const;
/** Singapore permanent residents' CPF rates in their first years (spec §3): graduated for both, or full employer and graduated employee. */
export const CONTRIBUTION_RATE_TYPES = ['GG', 'FG'] as const satisfies readonly RateType[];

/** Personal section (#personalDetail): who the employee is. */
export const PersonalSectionSchema = z.strictObject({
  identificationType: z.string({ error: v.required }).min(1, { error: v.required }).max(40),
  identificationNumber: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(40, { error: v.tooLong }),
  firstName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong }),
  lastName: z.string().trim().max(80, { error: v.tooLong }).default(''),
  gender: clearable(z.enum(GENDERS, { error: v.invalidOption })).default(null),
  dateOfBirth: optionalDate(),
  nationality: clearable(z.string().length(2, { error: v.invalidOption })).default(null),
  maritalStatus: optionalText(40),
  race: optionalText(40),
  religion: optionalText(40),
  otherReligion: optionalText(80),
  passTypeId: clearable(int32().min(1)).default(null),
  passSubtype: optionalText(80),
  passNumber: optionalText(40),
  passObtainedDate: optionalDate(),
  passValidFrom: optionalDate(),
  passValidTo: optionalDate(),
  email: clearable(z.email({ error: v.email }).max(200, { error: v.tooLong })).default(null),
  phones: z
    .array(z.string().trim().min(1, { error: v.required }).max(30, { error: v.tooLong }))
    .max(5)
    .default([]),
  address: optionalMultiLineText(300),
  city: optionalText(80),
  state: optionalText(80),
  country: clearable(z.string().length(2, { error: v.invalidOption })).default(null),
  postalCode: optionalText(20),
});
export type PersonalSection = z.infer<typeof PersonalSectionSchema>;

/** Job section (#jobDetail): where the employee works and for whom. */
export const JobSectionSchema = z.strictObject({
  employmentNumber: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(40, { error: v.tooLong }),
  biometricNumber: optionalText(40),
  hiringDate: isoDate(),
  confirmationDate: optionalDate(),
  employmentType: z
    .union([z.literal(EMPLOYMENT_TYPE.fullTime), z.literal(EMPLOYMENT_TYPE.partTime)], { error: v.invalidOption })
    .default(EMPLOYMENT_TYPE.fullTime),
  jobTitleId: optionalId(),
  departmentId: optionalId(),
  categoryId: optionalId(),
  commercialSectorId: optionalId(),
  siteId: optionalId(),
  managerId: optionalId(),
});
export type JobSection = z.infer<typeof JobSectionSchema>;

/** A money amount as a decimal string with at most 2 decimals (never a float). */
export const MoneySchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber });

/** Payment section (#paymentDetail): how the employee is paid. */
export const PaymentSectionSchema = z.strictObject({
  paymentModeId: z.number({ error: v.required }).int().min(1).max(INT32_MAX),
  bankCode: optionalText(40),
  accountName: optionalText(120),
  accountNumber: clearable(
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, { error: v.validNumber }),
  ).default(null),
  salary: MoneySchema,
  contributionRateType: clearable(z.enum(CONTRIBUTION_RATE_TYPES, { error: v.invalidOption })).default(null),
});
export type PaymentSection = z.infer<typeof PaymentSectionSchema>;

/** One location deployment: the employee works at a location of a client contract from a date. */
export const DeploymentSchema = z.strictObject({
  contractId: z.uuid({ error: v.required }),
  locationId: z.uuid({ error: v.required }),
  from: optionalDate(),
  to: optionalDate(),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

/** A new employee (spec §3 "Employee creation form fields"): the three sections, deployments and optionally a user account. */
export const CreateEmployeeBodySchema = z.strictObject({
  personal: PersonalSectionSchema,
  job: JobSectionSchema,
  payment: PaymentSectionSchema,
  deployments: z.array(DeploymentSchema).max(50).default([]),
  /** Custom field values of the employee form (its standard fields and the profile's), each checked by its field's rules. */
  others: SaveCustomFieldValuesBodySchema.shape.others.default([]),
  account: z.strictObject({ username: UsernameSchema, password: PasswordSchema, roleId: z.uuid({ error: v.required }) }).optional(),
  /** The leave profile from the hiring date, with starting days per category (spec §3), for those who assign profiles. */
  leaveProfile: AssignLeaveProfileBodySchema.pick({ profileId: true, startingDays: true }).optional(),
});
export type CreateEmployeeBody = z.infer<typeof CreateEmployeeBodySchema>;
export type CreateEmployeeInput = z.input<typeof CreateEmployeeBodySchema>;
