import { describe, expect, it } from 'vitest';
import { scheduleEventId } from '@tenaga/contracts';
import {
  calendarReachOf,
  datesBetween,
  filtersNobody,
  parseScheduleId,
  rangeProblem,
  reachesPerson,
} from '../attendance-calendar.rules.ts';

const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const MANAGER = '5a1c2f3e-0d4b-4c6a-8e9f-1a2b3c4d5e6f';

describe('the calendar’s range', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-03-31' }, null],
    [{ from: '2026-03-01', to: '2026-03-01' }, null],
    [{ from: '2026-02-23', to: '2026-04-05' }, null],
    [{ from: '2026-02-23', to: '2026-04-06' }, 'validation:periodTooLong'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'validation:endBeforeStart'],
  ] as const)('%o → %s', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem);
  });

  it('lists its dates across a month’s end and a leap day', () => {
    expect(datesBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('a schedule event’s id', () => {
  it('reads back the employee and the date it was made from', () => {
    expect(parseScheduleId(scheduleEventId(EMPLOYEE, '2026-03-02'))).toEqual({ employeeId: EMPLOYEE, date: '2026-03-02' });
    expect(parseScheduleId(scheduleEventId(EMPLOYEE.toUpperCase(), '2026-03-02'))).toEqual({ employeeId: EMPLOYEE, date: '2026-03-02' });
  });

  it.each([`${EMPLOYEE}_2026-02-30`, `${EMPLOYEE}_2026-13-01`, `${EMPLOYEE}-2026-03-02`, 'x_2026-03-02', ''])('refuses %s', (id) => {
    expect(parseScheduleId(id)).toBeNull();
  });
});

describe('whose calendars a caller reaches', () => {
  it('follows the role’s data scope', () => {
    expect(calendarReachOf({ dataScope: 'all', employeeId: null })).toEqual({ kind: 'all' });
    expect(calendarReachOf({ dataScope: 'team', employeeId: MANAGER })).toEqual({ kind: 'team', employeeId: MANAGER });
    expect(calendarReachOf({ dataScope: 'self', employeeId: EMPLOYEE })).toEqual({ kind: 'self', employeeId: EMPLOYEE });
    // A user without an employee record has no team and no calendar of their own.
    expect(calendarReachOf({ dataScope: 'team', employeeId: null })).toBeNull();
  });

  it('a team is the manager and the people they manage', () => {
    const team = { kind: 'team' as const, employeeId: MANAGER };
    expect(reachesPerson(team, { id: MANAGER, managerId: null })).toBe(true);
    expect(reachesPerson(team, { id: EMPLOYEE, managerId: MANAGER })).toBe(true);
    expect(reachesPerson(team, { id: EMPLOYEE, managerId: null })).toBe(false);
    expect(reachesPerson({ kind: 'self', employeeId: EMPLOYEE }, { id: MANAGER, managerId: EMPLOYEE })).toBe(false);
  });

  it('an empty filter lets everyone through; one naming people or with a rule does not', () => {
    expect(filtersNobody({ rules: [], employeeIds: [] })).toBe(true);
    expect(filtersNobody({ rules: [], employeeIds: [EMPLOYEE] })).toBe(false);
    expect(filtersNobody({ rules: [{}], employeeIds: [] })).toBe(false);
  });
});
