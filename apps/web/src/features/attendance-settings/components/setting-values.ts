import type { AttendanceSetting, BandPay, DayTable, RoundingRule } from '@tenaga/domain';

/** The setting as the drawer edits it: plain fields, hours where people think in hours, 0 for "no rounding". */
export interface SettingValues {
  name?: string;
  lateGraceMinutes: number;
  earlyLeaveGraceMinutes: number;
  graceMode: 'whole' | 'beyondGrace';
  roundInUnit: number;
  roundInDirection: RoundingRule['direction'];
  roundOutUnit: number;
  roundOutDirection: RoundingRule['direction'];
  dayBoundary: string;
  beforeStartMinutes: number;
  afterEndMinutes: number;
  unscheduledBreak: boolean;
  breakMinutes: number;
  breakAfterHours: number;
  weekStartsOn: number;
  fullTimeDailyHours: number;
  extraBand: string;
  afterShiftEnd: boolean;
  beforeShiftStart: boolean;
  minimumMinutes: number;
  blockMinutes: number;
  /** null: no daily (or weekly) threshold. */
  dailyAfterHours: number | null;
  weeklyAfterHours: number | null;
  /** How each rate band is paid, in the order of the policy's bands (their kinds and ids stay). */
  bands: BandPay[];
  /** Rest-day and public-holiday work with rates of their own (off: counted as a working day), by tier. */
  restDayCounted: boolean;
  restDayTiers: TierValues[];
  publicHolidayCounted: boolean;
  publicHolidayTiers: TierValues[];
  /** The night window and the band of work in it (null: no extra pay). */
  nightCounted: boolean;
  nightStart: string;
  nightEnd: string;
  /** '': no extra pay. */
  nightBand: string;
}

/** One tier of a day table as edited: from which hour of the day's work its band applies. */
export interface TierValues {
  fromHours: number;
  band: string;
}

/** The day tables and the night window the drawer edits. */
export const EDITABLE_TABLES = ['restDay', 'publicHoliday'] as const;
export type EditableTable = (typeof EDITABLE_TABLES)[number];

const tiersOf = (table: DayTable | null, firstBand: string): TierValues[] =>
  table ? table.tiers.map((tier) => ({ fromHours: hours(tier.fromMinute), band: tier.band })) : [{ fromHours: 0, band: firstBand }];

/** A day table as edited: the tiers' hours and bands; a tier's own night band stays with its place. */
function tableOf(base: DayTable | null, counted: boolean, tiers: readonly TierValues[] | undefined): DayTable | null {
  if (!counted || !tiers?.length) return counted ? base : null;
  return {
    ...(base?.nightBand !== undefined ? { nightBand: base.nightBand } : {}),
    tiers: tiers.map((tier, index) => {
      const nightBand = base?.tiers[index]?.nightBand;
      return {
        fromMinute: index === 0 ? 0 : minutesOf(tier.fromHours),
        band: tier.band,
        ...(nightBand !== undefined ? { nightBand } : {}),
      };
    }),
  };
}

export const ROUNDING_UNITS = [0, 5, 6, 10, 15, 30, 60] as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const minutesOf = (value: number) => Math.round(value * 60);

export function settingValues(setting: AttendanceSetting): SettingValues {
  const { overtime } = setting;
  return {
    lateGraceMinutes: setting.lateGraceMinutes,
    earlyLeaveGraceMinutes: setting.earlyLeaveGraceMinutes,
    graceMode: setting.graceMode,
    roundInUnit: setting.rounding.clockIn?.unitMinutes ?? 0,
    roundInDirection: setting.rounding.clockIn?.direction ?? 'up',
    roundOutUnit: setting.rounding.clockOut?.unitMinutes ?? 0,
    roundOutDirection: setting.rounding.clockOut?.direction ?? 'down',
    dayBoundary: setting.dayBoundary,
    beforeStartMinutes: setting.punchWindow.beforeStartMinutes,
    afterEndMinutes: setting.punchWindow.afterEndMinutes,
    unscheduledBreak: setting.unscheduledBreak !== null,
    breakMinutes: setting.unscheduledBreak?.minutes ?? 60,
    breakAfterHours: hours(setting.unscheduledBreak?.afterMinutes ?? 360),
    weekStartsOn: setting.weekStartsOn,
    fullTimeDailyHours: hours(setting.partTime?.fullTimeDailyMinutes ?? 480),
    extraBand: setting.partTime?.extraBand ?? overtime.bands[0]?.id ?? '',
    afterShiftEnd: overtime.afterShiftEnd,
    beforeShiftStart: overtime.beforeShiftStart,
    minimumMinutes: overtime.minimumMinutes,
    blockMinutes: overtime.blockMinutes,
    dailyAfterHours: overtime.dailyAfterMinutes === null ? null : hours(overtime.dailyAfterMinutes),
    weeklyAfterHours: overtime.weeklyAfterMinutes === null ? null : hours(overtime.weeklyAfterMinutes),
    bands: overtime.bands.map((band) => ({ ...band.pay })),
    restDayCounted: overtime.restDay !== null,
    restDayTiers: tiersOf(overtime.restDay, overtime.bands[0]?.id ?? ''),
    publicHolidayCounted: overtime.publicHoliday !== null,
    publicHolidayTiers: tiersOf(overtime.publicHoliday, overtime.bands[0]?.id ?? ''),
    nightCounted: overtime.night !== null,
    nightStart: overtime.night?.start ?? '22:00',
    nightEnd: overtime.night?.end ?? '06:00',
    nightBand: overtime.night?.band ?? '',
  };
}

/** The setting saved: the base (its rate bands and day tables, kept as they are) with the drawer's fields. */
export function settingOf(base: AttendanceSetting, values: SettingValues): AttendanceSetting {
  const rule = (unit: number, direction: RoundingRule['direction']): RoundingRule | null =>
    unit > 0 ? { unitMinutes: unit, direction } : null;
  const blank = (value: number | null | undefined) => value === null || value === undefined;
  return {
    ...base,
    lateGraceMinutes: values.lateGraceMinutes,
    earlyLeaveGraceMinutes: values.earlyLeaveGraceMinutes,
    graceMode: values.graceMode,
    rounding: { clockIn: rule(values.roundInUnit, values.roundInDirection), clockOut: rule(values.roundOutUnit, values.roundOutDirection) },
    dayBoundary: values.dayBoundary,
    punchWindow: { beforeStartMinutes: values.beforeStartMinutes, afterEndMinutes: values.afterEndMinutes },
    unscheduledBreak: values.unscheduledBreak ? { minutes: values.breakMinutes, afterMinutes: minutesOf(values.breakAfterHours) } : null,
    weekStartsOn: values.weekStartsOn,
    partTime:
      base.employment === 'partTime' ? { fullTimeDailyMinutes: minutesOf(values.fullTimeDailyHours), extraBand: values.extraBand } : null,
    overtime: {
      ...base.overtime,
      afterShiftEnd: values.afterShiftEnd,
      beforeShiftStart: values.beforeShiftStart,
      minimumMinutes: values.minimumMinutes,
      blockMinutes: values.blockMinutes,
      dailyAfterMinutes: blank(values.dailyAfterHours) ? null : minutesOf(values.dailyAfterHours!),
      weeklyAfterMinutes: blank(values.weeklyAfterHours) ? null : minutesOf(values.weeklyAfterHours!),
      bands: base.overtime.bands.map((band, index) => ({ id: band.id, pay: payOf(band.pay, values.bands?.[index]) })),
      restDay: tableOf(base.overtime.restDay, values.restDayCounted ?? base.overtime.restDay !== null, values.restDayTiers),
      publicHoliday: tableOf(
        base.overtime.publicHoliday,
        values.publicHolidayCounted ?? base.overtime.publicHoliday !== null,
        values.publicHolidayTiers,
      ),
      night: nightOf(base.overtime.night, values),
    },
  };
}

/** A band's pay as edited: its kind stays, each rate is the edited one when given. */
function payOf(pay: BandPay, edited: Partial<Record<string, string>> | undefined): BandPay {
  const rate = (key: string, fallback: string) => String(edited?.[key] ?? fallback).trim() || fallback;
  if (pay.kind === 'hourly') return { kind: 'hourly', times: rate('times', pay.times) };
  if (pay.kind === 'addition') return { kind: 'addition', percent: rate('percent', pay.percent) };
  return { kind: 'days', halfOrLess: rate('halfOrLess', pay.halfOrLess), moreThanHalf: rate('moreThanHalf', pay.moreThanHalf) };
}

/** The night window as edited; the Philippines' band of regular night time stays as the base has it. */
function nightOf(base: AttendanceSetting['overtime']['night'], values: SettingValues): AttendanceSetting['overtime']['night'] {
  if (values.nightCounted === undefined) return base;
  if (!values.nightCounted) return null;
  return {
    start: values.nightStart,
    end: values.nightEnd,
    band: values.nightBand || null,
    ...(base?.regularBand !== undefined ? { regularBand: base.regularBand } : {}),
  };
}
