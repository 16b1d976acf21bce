/**
 * The explanations a timesheet figure carries: i18n keys of the `attendance` namespace (under
 * `explain.`) and the values each one is given. The web and export translate them; the catalogs
 * must hold every key below in the five languages, with exactly these placeholders.
 */
export const EXPLANATION_VALUES = {
  'attendance:explain.worked': ['minutes', 'regular', 'extra'],
  'attendance:explain.late': ['minutes', 'start', 'clockIn', 'grace'],
  'attendance:explain.lateWithinGrace': ['start', 'clockIn', 'grace'],
  'attendance:explain.earlyLeave': ['minutes', 'end', 'clockOut', 'grace'],
  'attendance:explain.earlyLeaveWithinGrace': ['end', 'clockOut', 'grace'],
  'attendance:explain.absent': ['start', 'end'],
  'attendance:explain.absenceExcused': ['reason'],
  'attendance:explain.absenceUnpaid': ['reason'],
  'attendance:explain.absenceConfirmed': ['reason'],
  'attendance:explain.onLeave': ['part'],
  'attendance:explain.notEmployed': [],
  'attendance:explain.missingClockOut': ['clockIn'],
  'attendance:explain.missingClockIn': ['clockOut'],
  'attendance:explain.repeatedPunch': ['action', 'time'],
  'attendance:explain.rounded': ['action', 'from', 'to', 'unit'],
  'attendance:explain.fixedBreak': ['start', 'end', 'minutes'],
  'attendance:explain.flexibleBreak': ['minutes', 'taken', 'deducted'],
  'attendance:explain.unscheduledBreak': ['minutes', 'after'],
  'attendance:explain.beforeStart': ['minutes', 'start'],
  'attendance:explain.afterEnd': ['minutes', 'end'],
  'attendance:explain.belowMinimum': ['minutes', 'minimum'],
  'attendance:explain.dailyThreshold': ['minutes', 'threshold'],
  'attendance:explain.weeklyThreshold': ['minutes', 'threshold', 'weekMinutes'],
  'attendance:explain.partTimeExtra': ['minutes', 'limit'],
  'attendance:explain.unscheduledWork': ['minutes'],
  'attendance:explain.restDayWork': ['minutes'],
  'attendance:explain.holidayWork': ['minutes'],
  'attendance:explain.band': ['band', 'minutes', 'from'],
  'attendance:explain.night': ['minutes', 'start', 'end'],
} as const satisfies Record<string, readonly string[]>;

export type ExplanationKey = keyof typeof EXPLANATION_VALUES;

export const EXPLANATION_KEYS = Object.keys(EXPLANATION_VALUES) as readonly ExplanationKey[];
