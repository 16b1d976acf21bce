// Public holidays and working-day counting, shared by attendance, time off, claims and payroll.
export {
  HOLIDAY_COUNTRIES,
  type HolidayCountry,
  type HolidaySource,
  type HolidayType,
  type StandardHoliday,
} from './holidays/holiday.types.ts';
export {
  isMalaysianStateCode,
  MALAYSIAN_STATE_CODES,
  MALAYSIAN_STATES,
  type MalaysianState,
  type MalaysianStateCode,
} from './holidays/malaysian-states.data.ts';
export { malaysianObservedRule, SINGAPORE_OBSERVED_RULE, withObservedDays, type ObservedDayRule } from './holidays/observed-rule.ts';
export { holidayNameKey, holidaySource, publishedHolidayYears, standardHolidays } from './holidays/standard-holidays.ts';
export { countWorkingDays, workingDaysByDate, type WorkingDay, type WorkingDayReason, type WorkingDaysQuery } from './working-days.ts';
export {
  countEmployeeWorkingDays,
  employeeWorkingDaysByDate,
  weeksInForce,
  type EmployeeWorkingDaysQuery,
  type Placement,
  type WeekAssignment,
  type WeeksInForceQuery,
  type WorkingWeekPlan,
} from './week-assignments.ts';
export {
  isWorkingWeek,
  standardWorkingWeeksFor,
  STANDARD_WORKING_WEEKS,
  type DatedWorkingWeek,
  type DayFraction,
  type StandardWorkingWeekName,
  type WorkingWeek,
} from './working-week.ts';
