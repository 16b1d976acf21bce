import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countEmployeeWorkingDays,
  countWorkingDays,
  employeeWorkingDaysByDate,
  STANDARD_WORKING_WEEKS,
  standardWorkingWeeksFor,
  weeksInForce,
  workingDaysByDate,
  type DayFraction,
  type WeekAssignment,
  type WorkingWeek,
  type WorkingWeekPlan,
} from '../index.ts';
import { fromDayNumber, toDayNumber, weekdayIndex } from '../day-numbers.ts';

const { fiveDay, fiveAndHalfDay, sixDay, fridaySaturdayWeekend } = STANDARD_WORKING_WEEKS;
const plan = (company: WeekAssignment[], locations: Record<string, WeekAssignment[]> = {}): WorkingWeekPlan => ({
  company,
  locations: new Map(Object.entries(locations)),
});

describe('half-day holidays', () => {
  // 2–8 November 2026 is Monday to Sunday.
  const weeks = [{ from: '2026-01-01', week: fiveAndHalfDay }];

  it('take half a full day and the whole of a half day, and nothing off a rest day', () => {
    const days = workingDaysByDate({
      from: '2026-11-02',
      to: '2026-11-08',
      weeks,
      holidays: [],
      halfDayHolidays: ['2026-11-03', '2026-11-07', '2026-11-08'],
    });
    expect(days.map((day) => [day.date, day.fraction, day.reason])).toEqual([
      ['2026-11-02', 1, 'working'],
      ['2026-11-03', 0.5, 'working'],
      ['2026-11-04', 1, 'working'],
      ['2026-11-05', 1, 'working'],
      ['2026-11-06', 1, 'working'],
      ['2026-11-07', 0, 'holiday'],
      ['2026-11-08', 0, 'rest'],
    ]);
    expect(
      countWorkingDays({ from: '2026-11-02', to: '2026-11-08', weeks, holidays: [], halfDayHolidays: ['2026-11-03', '2026-11-07'] }),
    ).toBe(4.5);
  });

  it('count as a whole holiday when the date is in both lists', () => {
    const query = { from: '2026-11-02', to: '2026-11-02', weeks, holidays: ['2026-11-02'], halfDayHolidays: ['2026-11-02'] };
    expect(countWorkingDays(query)).toBe(0);
    expect(workingDaysByDate(query)[0]!.reason).toBe('holiday');
  });
});

describe('weeksInForce', () => {
  it('falls back to Monday to Friday, or the calendar’s own default, when nothing is assigned', () => {
    expect(weeksInForce({ from: '2026-11-01', to: '2026-11-30', plan: plan([]) })).toEqual([{ from: '2026-11-01', week: fiveDay }]);
    const kedah = {
      ...plan([]),
      defaultWeek: (locationId: string | null) => (locationId === 'alor-setar' ? fridaySaturdayWeekend : fiveDay),
    };
    expect(
      weeksInForce({
        from: '2026-11-01',
        to: '2026-11-30',
        plan: kedah,
        placements: [{ locationId: 'alor-setar', from: '2026-11-16', to: null }],
      }),
    ).toEqual([
      { from: '2026-11-01', week: fiveDay },
      { from: '2026-11-16', week: fridaySaturdayWeekend },
    ]);
  });

  it('prefers the employee’s week to the location’s, and the location’s to the company’s', () => {
    const company = [{ from: '2026-01-01', week: fiveDay }];
    const locations = { penang: [{ from: '2026-11-09', week: fiveAndHalfDay }] };
    const placements = [{ locationId: 'penang', from: null, to: null }];
    expect(weeksInForce({ from: '2026-11-02', to: '2026-11-22', plan: plan(company, locations), placements })).toEqual([
      { from: '2026-11-02', week: fiveDay },
      { from: '2026-11-09', week: fiveAndHalfDay },
    ]);
    const employee = [
      { from: '2026-11-16', week: sixDay },
      // Back to the location's week from the 20th.
      { from: '2026-11-20', week: null },
    ];
    expect(weeksInForce({ from: '2026-11-02', to: '2026-11-22', plan: plan(company, locations), placements, employee })).toEqual([
      { from: '2026-11-02', week: fiveDay },
      { from: '2026-11-09', week: fiveAndHalfDay },
      { from: '2026-11-16', week: sixDay },
      { from: '2026-11-20', week: fiveAndHalfDay },
    ]);
  });

  it('follows the employee from one location to the next', () => {
    const locations = { kl: [{ from: '2025-01-01', week: fiveDay }], kb: [{ from: '2025-01-01', week: fridaySaturdayWeekend }] };
    const placements = [
      { locationId: 'kl', from: null, to: '2026-11-10' },
      { locationId: 'kb', from: '2026-11-11', to: null },
    ];
    expect(weeksInForce({ from: '2026-11-02', to: '2026-11-15', plan: plan([], locations), placements })).toEqual([
      { from: '2026-11-02', week: fiveDay },
      { from: '2026-11-11', week: fridaySaturdayWeekend },
    ]);
  });
});

describe('countEmployeeWorkingDays', () => {
  it('counts a 5.5-day location with a half-day company holiday, a state holiday, joining mid-month', () => {
    const total = countEmployeeWorkingDays({
      from: '2026-11-01',
      to: '2026-11-30',
      plan: plan([{ from: '2020-01-01', week: fiveDay }], { shop: [{ from: '2026-06-01', week: fiveAndHalfDay }] }),
      placements: [{ locationId: 'shop', from: null, to: null }],
      holidays: ['2026-11-09'], // a Monday
      halfDayHolidays: ['2026-11-14'], // a Saturday: the half day worked that day is off
      joinDate: '2026-11-04',
    });
    // From Wednesday the 4th to Monday the 30th: 19 weekdays and 4 Saturdays (2) less the holiday and the Saturday half.
    expect(total).toBe(19 + 2 - 1 - 0.5);
  });

  it('keeps the past on its week when the company changes from a date (payroll re-run of October)', () => {
    const before = plan([{ from: '2020-01-01', week: fiveDay }]);
    const after = plan([
      { from: '2020-01-01', week: fiveDay },
      { from: '2026-11-01', week: sixDay },
    ]);
    const october = { from: '2026-10-01', to: '2026-10-31', holidays: [] };
    expect(countEmployeeWorkingDays({ ...october, plan: after })).toBe(countEmployeeWorkingDays({ ...october, plan: before }));
    expect(countEmployeeWorkingDays({ from: '2026-11-01', to: '2026-11-30', plan: after, holidays: [] })).toBe(25);
  });

  it('leaves nothing after the leaving date', () => {
    const days = employeeWorkingDaysByDate({
      from: '2026-11-26',
      to: '2026-11-29',
      plan: plan([{ from: '2020-01-01', week: fridaySaturdayWeekend }]),
      holidays: [],
      leaveDate: '2026-11-26',
    });
    expect(days.map((day) => day.reason)).toEqual(['working', 'notEmployed', 'notEmployed', 'notEmployed']);
  });
});

describe('standardWorkingWeeksFor', () => {
  it('offers the Friday–Saturday weekend first in Kedah, Kelantan and Terengganu', () => {
    expect(standardWorkingWeeksFor({ country: 'MY', weekend: 'fri-sat' })[0]).toBe('fridaySaturdayWeekend');
    expect(standardWorkingWeeksFor({ country: 'MY', weekend: 'sat-sun' })).not.toContain('fridaySaturdayWeekend');
    expect(standardWorkingWeeksFor({ country: 'ID' })).toEqual(['fiveDay', 'sixDay']);
  });
});

// Properties: employees on random plans, placements, holidays and employment dates.
const BASE = toDayNumber('2025-06-01')!;
const SPAN = 400;
const day = fc.integer({ min: 0, max: SPAN }).map((offset) => fromDayNumber(BASE + offset));
const fraction = fc.constantFrom<DayFraction>(0, 0.5, 1);
const week = fc.tuple(fraction, fraction, fraction, fraction, fraction, fraction, fraction) as fc.Arbitrary<WorkingWeek>;
const standardWeek = fc.constantFrom<WorkingWeek>(fiveDay, fiveAndHalfDay, sixDay, fridaySaturdayWeekend);
const anyWeek = fc.oneof(standardWeek, week);
const assignments = (weeks: fc.Arbitrary<WorkingWeek | null>) => fc.array(fc.record({ from: day, week: weeks }), { maxLength: 4 });
const LOCATIONS = ['a', 'b', 'c'];
const scenario = fc.record({
  range: fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
  company: assignments(fc.option(anyWeek)),
  locations: fc.record({ a: assignments(fc.option(anyWeek)), b: assignments(fc.option(anyWeek)), c: assignments(fc.option(anyWeek)) }),
  employee: assignments(fc.option(anyWeek)),
  placements: fc.array(fc.record({ locationId: fc.constantFrom(...LOCATIONS), from: fc.option(day), to: fc.option(day) }), {
    maxLength: 3,
  }),
  holidays: fc.array(day, { maxLength: 15 }),
  halfDayHolidays: fc.array(day, { maxLength: 10 }),
  joinDate: fc.option(day),
  leaveDate: fc.option(day),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const queryOf = (s: Scenario) => ({
  ...s.range,
  plan: plan(s.company, s.locations),
  employee: s.employee,
  placements: s.placements,
  holidays: s.holidays,
  halfDayHolidays: s.halfDayHolidays,
  joinDate: s.joinDate,
  leaveDate: s.leaveDate,
});

/** The rules spelled out date by date, as a reference to check the fast path against. */
function expectedFraction(s: Scenario, date: string): number {
  if ((s.joinDate && date < s.joinDate) || (s.leaveDate && date > s.leaveDate)) return 0;
  if (s.holidays.includes(date)) return 0;
  const latest = (list: readonly WeekAssignment[]) => {
    let found: WeekAssignment | undefined;
    for (const entry of list) if (entry.from <= date && (!found || entry.from >= found.from)) found = entry;
    return found?.week ?? undefined;
  };
  const here = s.placements.find((p) => (p.from === null || p.from <= date) && (p.to === null || p.to >= date));
  const inForce =
    latest(s.employee) ?? (here ? latest(s.locations[here.locationId as 'a' | 'b' | 'c']) : undefined) ?? latest(s.company) ?? fiveDay;
  const worked = inForce[weekdayIndex(toDayNumber(date)!)]!;
  if (s.halfDayHolidays.includes(date)) return worked === 1 ? 0.5 : 0;
  return worked;
}

describe('countEmployeeWorkingDays properties', () => {
  it('equals the rules applied date by date (precedence, placements, half days, joiners and leavers)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const days = employeeWorkingDaysByDate(queryOf(s));
        for (const entry of days) expect(entry.fraction).toBe(expectedFraction(s, entry.date));
        expect(countEmployeeWorkingDays(queryOf(s))).toBe(days.reduce((sum, entry) => sum + entry.fraction, 0));
      }),
    );
  });

  it('a change from a date leaves every earlier date as it was', () => {
    fc.assert(
      fc.property(scenario, day, anyWeek, fc.constantFrom('company', 'a', 'employee'), (s, changeFrom, changed, level) => {
        const before = employeeWorkingDaysByDate(queryOf(s));
        const added = { from: changeFrom, week: changed };
        const next: Scenario =
          level === 'company'
            ? { ...s, company: [...s.company, added] }
            : level === 'employee'
              ? { ...s, employee: [...s.employee, added] }
              : { ...s, locations: { ...s.locations, a: [...s.locations.a, added] } };
        const after = employeeWorkingDaysByDate(queryOf(next));
        after.forEach((entry, index) => {
          if (entry.date < changeFrom) expect(entry).toEqual(before[index]);
        });
      }),
    );
  });

  it('joining later or leaving earlier only ever loses days; half-day holidays lose at most half a day each', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const total = countEmployeeWorkingDays(queryOf(s));
        expect(countEmployeeWorkingDays(queryOf({ ...s, joinDate: null, leaveDate: null }))).toBeGreaterThanOrEqual(total);
        const withoutHalves = countEmployeeWorkingDays(queryOf({ ...s, halfDayHolidays: [] }));
        expect(withoutHalves).toBeGreaterThanOrEqual(total);
        expect(withoutHalves - total).toBeLessThanOrEqual(new Set(s.halfDayHolidays).size * 0.5);
        expect(Number.isInteger(total * 2)).toBe(true);
      }),
    );
  });

  it('the dated weeks never repeat the same week twice in a row and start on the first date', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const weeks = weeksInForce(queryOf(s));
        expect(weeks[0]?.from).toBe(s.range.from);
        for (let index = 1; index < weeks.length; index += 1) expect(weeks[index]!.week).not.toEqual(weeks[index - 1]!.week);
      }),
    );
  });
});
