import type { AttendanceSetting, RoundingRule } from '@tenaga/domain';

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
    },
  };
}
