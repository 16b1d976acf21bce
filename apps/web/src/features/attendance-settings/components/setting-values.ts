import type { AttendanceSetting, BandPay, RoundingRule } from '@tenaga/domain';

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
