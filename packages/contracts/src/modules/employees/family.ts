import { z } from 'zod';
import { FIELD_LEVELS } from '../../access.ts';
import { IdParamsSchema, OkSchema, VersionSchema } from '../../common.ts';
import { defineRoute } from '../../route.ts';
import { v } from '../../validation.ts';
import { optionalDate, optionalText, profileAccess } from './fields.ts';

export const RELATIONSHIPS = [
  'brother',
  'sister',
  'father',
  'mother',
  'daughter',
  'son',
  'husband',
  'wife',
  'inLaws',
  'niece',
  'nephew',
  'grandparents',
  'grandchildren',
  'tenant',
  'uncle',
  'aunt',
  'cousin',
  'landlord',
  'friend',
] as const;
export const FamilyMemberBodySchema = z.strictObject({
  name: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong }),
  relationship: z.enum(RELATIONSHIPS, { error: v.invalidOption }),
  dateOfBirth: optionalDate(),
  phone: optionalText(30),
  emergencyContact: z.boolean().default(false),
  nextOfKin: z.boolean().default(false),
});
export const FamilyMemberSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  emergencyContact: z.boolean(),
  nextOfKin: z.boolean(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const listEmployeeFamily = defineRoute({
  method: 'GET',
  path: '/employees/:id/family',
  summary: 'An employee’s family members and emergency contacts',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: z.object({ members: z.array(FamilyMemberSchema), level: z.enum(FIELD_LEVELS) }),
});
export const addEmployeeFamily = defineRoute({
  method: 'POST',
  path: '/employees/family',
  summary: 'Add a family member',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: FamilyMemberBodySchema.extend({ employeeId: z.uuid() }),
  response: FamilyMemberSchema,
});
export const updateEmployeeFamily = defineRoute({
  method: 'PUT',
  path: '/employees/family',
  summary: 'Change a family member',
  tags: ['employees'],
  permission: profileAccess('edit'),
  body: FamilyMemberBodySchema.extend({ id: z.uuid(), employeeId: z.uuid(), version: VersionSchema }),
  response: FamilyMemberSchema,
});
export const deleteEmployeeFamily = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/family/:familyId',
  summary: 'Remove a family member',
  tags: ['employees'],
  permission: profileAccess('edit'),
  params: z.strictObject({ id: z.uuid(), familyId: z.uuid() }),
  response: OkSchema,
});
