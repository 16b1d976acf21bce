import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoMonth, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { FORMULA_SOURCE_MAX } from './payment-formulas.contracts.ts';

/**
 * Incentives (issue 16, item 6). Settings › Incentive: commission and bonus schemes, each a formula
 * over a person's monthly target and achievement. Incentives: the targets and achievements of a
 * month entered per person (the amount computed at once); the payrun pays a month's amounts.
 */

/** How the statutory schemes treat an incentive: with the month's pay (a commission) or as a bonus (CPF additional wage, PCB additional remuneration). */
export const INCENTIVE_WAGE_CLASSES = ['ordinary', 'additional'] as const;
export type IncentiveWageClass = (typeof INCENTIVE_WAGE_CLASSES)[number];

/** The variables a scheme's formula reads (achievementRate = achievement ÷ target, 0 without a target). */
export const INCENTIVE_VARIABLES = ['target', 'achievement', 'achievementRate', 'salary'] as const;

/** People in one save of a month's entries. */
export const INCENTIVE_ENTRIES_MAX = 1000;

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');
const FormulaSchema = multiLine(
  z.string({ error: v.required }).trim().min(1, { error: v.required }).max(FORMULA_SOURCE_MAX, { error: v.tooLong }),
);
/** A figure of a target or an achievement: a decimal with at most 2 decimals, not negative (sales, units, points). */
const FigureSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,16}(\.\d{1,2})?$/, { error: v.validNumber });

const IncentiveSchemeFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  formula: FormulaSchema,
  wageClass: z.enum(INCENTIVE_WAGE_CLASSES, { error: v.invalidOption }),
});

export const CreateIncentiveSchemeBodySchema = IncentiveSchemeFieldsSchema;
export type CreateIncentiveSchemeBody = z.infer<typeof CreateIncentiveSchemeBodySchema>;

/** A change names every field (the form sends the whole record) and the version it was read at. */
export const UpdateIncentiveSchemeBodySchema = IncentiveSchemeFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateIncentiveSchemeBody = z.infer<typeof UpdateIncentiveSchemeBodySchema>;

export const IncentiveSchemeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  formula: z.string(),
  wageClass: z.enum(INCENTIVE_WAGE_CLASSES),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type IncentiveScheme = z.infer<typeof IncentiveSchemeSchema>;

export const IncentiveEntrySchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string().nullable(),
  target: z.string().nullable(),
  achievement: z.string(),
  amount: z.string(),
  updatedAt: TimestampSchema,
});
export type IncentiveEntry = z.infer<typeof IncentiveEntrySchema>;

export const IncentiveMonthSchema = z.object({
  schemeId: z.uuid(),
  period: z.string(),
  entries: z.array(IncentiveEntrySchema),
  /** The month's amounts added up. */
  total: z.string(),
});
export type IncentiveMonth = z.infer<typeof IncentiveMonthSchema>;

const tags = ['incentives'];

export const listIncentives = defineRoute({
  method: 'POST',
  path: '/incentives/table',
  readsOnly: true,
  summary: 'Incentive schemes (table protocol), searchable by name and description',
  tags,
  permission: menuAccess('incentiveSetting', 'view'),
  body: TableRequestSchema,
  response: tableResponse(IncentiveSchemeSchema),
});

export const listIncentiveSchemeOptions = defineRoute({
  method: 'GET',
  path: '/incentives/schemes',
  summary: 'Every incentive scheme by name, for entering a month',
  tags,
  permission: menuAccess('incentives', 'view'),
  response: z.array(IncentiveSchemeSchema),
});

export const createIncentiveScheme = defineRoute({
  method: 'POST',
  path: '/incentives',
  summary:
    'Add a scheme; a name the company already has (in any case) is refused with 409 NAME_TAKEN, a formula with an error with 400 FORMULA_INVALID naming its line and column',
  tags,
  permission: menuAccess('incentiveSetting', 'edit'),
  body: CreateIncentiveSchemeBodySchema,
  response: IncentiveSchemeSchema,
});

export const updateIncentiveScheme = defineRoute({
  method: 'PUT',
  path: '/incentives',
  summary:
    'Change a scheme (months already saved keep the amounts they were saved with); a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('incentiveSetting', 'edit'),
  body: UpdateIncentiveSchemeBodySchema,
  response: IncentiveSchemeSchema,
});

export const deleteIncentiveScheme = defineRoute({
  method: 'DELETE',
  path: '/incentives/:id',
  summary: 'Delete a scheme; one with saved months is refused with 409 INCENTIVE_IN_USE',
  tags,
  permission: menuAccess('incentiveSetting', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const previewIncentive = defineRoute({
  method: 'POST',
  path: '/incentives/preview',
  summary: "What a formula gives for a target, an achievement and a salary (the settings form's live preview)",
  tags,
  permission: menuAccess('incentiveSetting', 'view'),
  body: z.strictObject({
    formula: FormulaSchema,
    target: FigureSchema.nullable().default(null),
    achievement: FigureSchema,
    salary: FigureSchema.default('0'),
  }),
  response: z.object({ amount: z.string() }),
  readsOnly: true,
});

export const getIncentiveMonth = defineRoute({
  method: 'GET',
  path: '/incentives/:id/entries',
  summary: "A scheme's entries of a month (a role reaching only a team or oneself sees only its own)",
  tags,
  permission: menuAccess('incentives', 'view'),
  params: IdParamsSchema,
  query: z.strictObject({ period: isoMonth() }),
  response: IncentiveMonthSchema,
});

export const saveIncentiveMonth = defineRoute({
  method: 'PUT',
  path: '/incentives/:id/entries',
  summary:
    "Saves people's targets and achievements of a month under a scheme (added or replaced; others are kept) and computes each amount with the scheme's formula; a formula failing for someone is a 400 naming the row",
  tags,
  permission: menuAccess('incentives', 'edit'),
  params: IdParamsSchema,
  body: z.strictObject({
    period: isoMonth(),
    entries: z
      .array(z.strictObject({ employeeId: z.uuid(), target: FigureSchema.nullable().default(null), achievement: FigureSchema }))
      .min(1, { error: v.required })
      .max(INCENTIVE_ENTRIES_MAX, { error: v.tooLong }),
  }),
  response: IncentiveMonthSchema,
});

export const deleteIncentiveEntry = defineRoute({
  method: 'DELETE',
  path: '/incentives/:id/entries/:entryId',
  summary: "Removes one person's entry of a month",
  tags,
  permission: menuAccess('incentives', 'edit'),
  params: z.strictObject({ id: z.uuid(), entryId: z.uuid() }),
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const incentivesApi = defineApiModule({ name: 'incentives', menu: ['incentiveSetting', 'incentives'] });
