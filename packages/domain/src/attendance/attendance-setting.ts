import type { AttendanceSetting, DayTable, OvertimePolicy } from './setting.types.ts';
import { isLocalTime } from './zone-clock.ts';

/**
 * A setting with the neutral defaults for everything but its overtime policy (a statutory
 * template, usually): no grace, no rounding, the day from 04:00, punches up to 4 hours before a
 * shift and 8 hours after it, a 60-minute break after 6 hours of unscheduled work, weeks from Monday.
 */
export function defaultAttendanceSetting(overtime: OvertimePolicy): AttendanceSetting {
  return {
    employment: 'fullTime',
    lateGraceMinutes: 0,
    earlyLeaveGraceMinutes: 0,
    graceMode: 'whole',
    rounding: { clockIn: null, clockOut: null },
    dayBoundary: '04:00',
    punchWindow: { beforeStartMinutes: 240, afterEndMinutes: 480 },
    unscheduledBreak: { minutes: 60, afterMinutes: 360 },
    weekStartsOn: 0,
    partTime: null,
    overtime,
  };
}

const DAY = 1440;
const isMinutes = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * What is wrong with a setting, as paths ('overtime.restDay.tiers[1].band'); empty when it can be
 * computed with. The contract's schema bounds the same values; this keeps the engine safe alone.
 */
export function attendanceSettingProblems(setting: AttendanceSetting): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, path: string) => {
    if (!ok) problems.push(path);
  };
  check(isMinutes(setting.lateGraceMinutes, DAY), 'lateGraceMinutes');
  check(isMinutes(setting.earlyLeaveGraceMinutes, DAY), 'earlyLeaveGraceMinutes');
  check(isLocalTime(setting.dayBoundary), 'dayBoundary');
  check(isMinutes(setting.punchWindow.beforeStartMinutes, DAY), 'punchWindow.beforeStartMinutes');
  check(isMinutes(setting.punchWindow.afterEndMinutes, DAY), 'punchWindow.afterEndMinutes');
  check(Number.isInteger(setting.weekStartsOn) && setting.weekStartsOn >= 0 && setting.weekStartsOn <= 6, 'weekStartsOn');
  for (const which of ['clockIn', 'clockOut'] as const) {
    const rule = setting.rounding[which];
    if (rule)
      check(isMinutes(rule.unitMinutes, 60) && rule.unitMinutes > 0 && 60 % rule.unitMinutes === 0, `rounding.${which}.unitMinutes`);
  }
  if (setting.unscheduledBreak) {
    check(isMinutes(setting.unscheduledBreak.minutes, DAY), 'unscheduledBreak.minutes');
    check(isMinutes(setting.unscheduledBreak.afterMinutes, DAY), 'unscheduledBreak.afterMinutes');
  }
  const policy = setting.overtime;
  const bands = new Set(policy.bands.map((band) => band.id));
  check(bands.size === policy.bands.length, 'overtime.bands');
  if (setting.partTime) {
    check(isMinutes(setting.partTime.fullTimeDailyMinutes, DAY), 'partTime.fullTimeDailyMinutes');
    check(bands.has(setting.partTime.extraBand), 'partTime.extraBand');
  }
  check(isMinutes(policy.minimumMinutes, DAY), 'overtime.minimumMinutes');
  check(isMinutes(policy.blockMinutes, 60) && policy.blockMinutes > 0, 'overtime.blockMinutes');
  check(policy.dailyAfterMinutes === null || isMinutes(policy.dailyAfterMinutes, DAY), 'overtime.dailyAfterMinutes');
  check(policy.weeklyAfterMinutes === null || isMinutes(policy.weeklyAfterMinutes, 7 * DAY), 'overtime.weeklyAfterMinutes');
  if (policy.night) {
    check(isLocalTime(policy.night.start), 'overtime.night.start');
    check(isLocalTime(policy.night.end), 'overtime.night.end');
    check(policy.night.band === null || bands.has(policy.night.band), 'overtime.night.band');
    if (policy.night.regularBand !== undefined) check(bands.has(policy.night.regularBand), 'overtime.night.regularBand');
  }
  const tables: [string, DayTable | null | undefined][] = [
    ['normalDay', policy.normalDay],
    ['restDay', policy.restDay],
    ['publicHoliday', policy.publicHoliday],
    ['publicHolidayOnRestDay', policy.publicHolidayOnRestDay],
    ['publicHolidayOnShortestDay', policy.publicHolidayOnShortestDay],
    ['specialDay', policy.specialDay],
    ['specialDayOnRestDay', policy.specialDayOnRestDay],
  ];
  for (const [name, table] of tables) {
    if (!table) continue;
    check(table.tiers.length > 0 && table.tiers[0]!.fromMinute === 0, `overtime.${name}.tiers`);
    table.tiers.forEach((tier, index) => {
      check(bands.has(tier.band), `overtime.${name}.tiers[${index}].band`);
      if (tier.nightBand !== undefined) check(bands.has(tier.nightBand), `overtime.${name}.tiers[${index}].nightBand`);
      check(
        isMinutes(tier.fromMinute, DAY) && (index === 0 || tier.fromMinute > table.tiers[index - 1]!.fromMinute),
        `overtime.${name}.tiers[${index}].fromMinute`,
      );
    });
    if (table.nightBand !== undefined) check(bands.has(table.nightBand), `overtime.${name}.nightBand`);
  }
  return problems;
}
