import type { RequestAuth } from '../../plugins/authenticate.ts';

/** One employee's facts over a period, as the other modules answer them. */
export interface EmployeePeriodFacts {
  readonly hiringDate: string | null;
  readonly cessationDate: string | null;
  /** 0 full time, 1 part time (spec §3). */
  readonly employmentType: number;
  readonly salaryHistory: {
    current: string | null;
    changes: readonly { date: string; salary: string | null; previous: string | null }[];
  };
  readonly workHours: readonly { effectiveFrom: string; hoursPerDay: string; daysPerWeek: string; hoursPerWeek: string }[];
  readonly timesheet: {
    readonly totals: {
      workedMinutes: number;
      regularMinutes: number;
      lateMinutes: number;
      earlyLeaveMinutes: number;
      absentDays: number;
      nightMinutes: number;
      overtimeMinutes: number;
      restDayMinutes: number;
      holidayMinutes: number;
      overtime: readonly { band: string; minutes: number }[];
    };
    readonly daysWorked: number;
  } | null;
  readonly workingDays: number;
  /** Numeric custom field values by property name. */
  readonly customValues: ReadonlyMap<string, string>;
}

/** What the preview reads from other modules (wired in index.ts through their services). */
export interface PreviewReads {
  /** Every rate band id the attendance settings of the five countries name. */
  bands(): readonly string[];
  numericCustomFields(auth: RequestAuth): Promise<{ id: string; propertyName: string; label: string }[]>;
  employeeFacts(auth: RequestAuth, input: { employeeId: string; from: string; to: string }): Promise<EmployeePeriodFacts>;
}
