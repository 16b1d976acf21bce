import { z } from 'zod';
import { defineRoute, menuAccess } from '../../route.ts';

/** What the add-employee form asks about as it is typed (spec §5: availability is checked by a call). */
export const EmployeeAvailabilityBodySchema = z.strictObject({
  employmentNumber: z.string().trim().max(40).optional(),
  identificationType: z.string().max(40).optional(),
  identificationNumber: z.string().trim().max(40).optional(),
});
export type EmployeeAvailabilityBody = z.infer<typeof EmployeeAvailabilityBodySchema>;

/** Each asked value's answer: true when no employee of the company has it; absent when not asked. */
export const EmployeeAvailabilitySchema = z.object({
  employmentNumber: z.boolean().optional(),
  identificationNumber: z.boolean().optional(),
});
export type EmployeeAvailability = z.infer<typeof EmployeeAvailabilitySchema>;

export const checkEmployeeAvailability = defineRoute({
  method: 'POST',
  path: '/employees/check/available',
  readsOnly: true,
  summary: 'Whether an employment number and an identification number are free in the company',
  tags: ['employees'],
  permission: menuAccess('employeeAdd', 'edit'),
  body: EmployeeAvailabilityBodySchema,
  response: EmployeeAvailabilitySchema,
});

export const getNextEmploymentNumber = defineRoute({
  method: 'GET',
  path: '/employees/next-employment-number',
  summary: 'A free employment number following the last one given (same prefix and width)',
  tags: ['employees'],
  permission: menuAccess('employeeAdd', 'edit'),
  response: z.object({ employmentNumber: z.string() }),
});
