import type { AttendanceSetting } from '@tenaga/domain';
import { z } from 'zod';
import { v } from '../../validation.ts';

/**
 * The attendance setting (packages/domain's AttendanceSetting) on the wire, every number and list
 * bounded. A field the web client leaves out because it is null (spec §7) is null here.
 */

const DAY = 1440;
const minutes = (max: number) =>
  z.number({ error: v.validNumber }).int({ error: v.validNumber }).min(0, { error: v.validNumber }).max(max, { error: v.validNumber });
const nullish = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** 'HH:MM', 00:00 to 23:59. */
export const LocalTimeSchema = z
  .string({ error: v.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: v.validFormat })
  .max(5, { error: v.tooLong });

const BandIdSchema = z
  .string({ error: v.required })
  .min(1, { error: v.required })
  .max(60, { error: v.tooLong })
  .regex(/^[A-Za-z0-9._-]+$/, { error: v.validFormat });
/** A rate as the law writes it, exact: '1.5', '13'. */
const RateSchema = z
  .string({ error: v.required })
  .max(9, { error: v.tooLong })
  .regex(/^\d{1,4}(\.\d{1,4})?$/, { error: v.validNumber });

const BandPaySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('hourly'), times: RateSchema }),
    z.strictObject({ kind: z.literal('addition'), percent: RateSchema }),
    z.strictObject({ kind: z.literal('days'), halfOrLess: RateSchema, moreThanHalf: RateSchema }),
  ],
  { error: v.invalidOption },
);

const RateBandSchema = z.strictObject({ id: BandIdSchema, pay: BandPaySchema });

const DayTableSchema = z.strictObject({
  tiers: z
    .array(z.strictObject({ fromMinute: minutes(DAY), band: BandIdSchema, nightBand: BandIdSchema.optional() }))
    .min(1, { error: v.required })
    .max(10),
  nightBand: BandIdSchema.optional(),
});

const RoundingRuleSchema = z.strictObject({
  unitMinutes: minutes(60)
    .min(1, { error: v.validNumber })
    .refine((unit) => 60 % unit === 0, { error: v.invalidOption }),
  direction: z.enum(['up', 'down', 'nearest'], { error: v.invalidOption }),
});

export const OvertimePolicySchema = z.strictObject({
  bands: z.array(RateBandSchema).max(20),
  afterShiftEnd: z.boolean(),
  beforeShiftStart: z.boolean(),
  minimumMinutes: minutes(DAY),
  blockMinutes: minutes(60).min(1, { error: v.validNumber }),
  dailyAfterMinutes: nullish(minutes(DAY)),
  weeklyAfterMinutes: nullish(minutes(7 * DAY)),
  normalDay: DayTableSchema,
  restDay: nullish(DayTableSchema),
  publicHoliday: nullish(DayTableSchema),
  publicHolidayOnRestDay: DayTableSchema.optional(),
  publicHolidayOnShortestDay: DayTableSchema.optional(),
  specialDay: DayTableSchema.optional(),
  specialDayOnRestDay: DayTableSchema.optional(),
  night: nullish(
    z.strictObject({
      start: LocalTimeSchema,
      end: LocalTimeSchema,
      band: nullish(BandIdSchema),
      regularBand: BandIdSchema.optional(),
    }),
  ),
});

export const AttendanceSettingSchema = z.strictObject({
  employment: z.enum(['fullTime', 'partTime'], { error: v.invalidOption }),
  lateGraceMinutes: minutes(240),
  earlyLeaveGraceMinutes: minutes(240),
  graceMode: z.enum(['whole', 'beyondGrace'], { error: v.invalidOption }),
  rounding: z.strictObject({ clockIn: nullish(RoundingRuleSchema), clockOut: nullish(RoundingRuleSchema) }),
  dayBoundary: LocalTimeSchema,
  punchWindow: z.strictObject({ beforeStartMinutes: minutes(DAY), afterEndMinutes: minutes(DAY) }),
  unscheduledBreak: nullish(z.strictObject({ minutes: minutes(240), afterMinutes: minutes(DAY) })),
  weekStartsOn: minutes(6),
  partTime: nullish(z.strictObject({ fullTimeDailyMinutes: minutes(DAY).min(1, { error: v.validNumber }), extraBand: BandIdSchema })),
  overtime: OvertimePolicySchema,
}) satisfies z.ZodType<AttendanceSetting, unknown>;
/** The setting as it crosses the wire (the domain's type, without its readonly marks). */
export type AttendanceSettingWire = z.infer<typeof AttendanceSettingSchema>;
