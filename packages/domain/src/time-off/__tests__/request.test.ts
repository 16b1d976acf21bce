import { describe, expect, it } from 'vitest';
import { STANDARD_WORKING_WEEKS, workingDaysByDate } from '../../work-calendar/index.ts';
import { countLeaveDays, leaveRequestProblems, lowestBalanceFrom, type CountLeaveQuery, type LeavePolicy } from '../index.ts';
import { fixedLeave } from '../statutory/statutory.types.ts';
import { MONTHLY_14, query } from './fixtures.ts';

// Mon–Fri and a Saturday morning; 25 Dec and 1 Jan holidays; 24 Dec a half-day company holiday.
const workingDays = workingDaysByDate({
  from: '2025-12-01',
  to: '2026-01-31',
  weeks: [{ from: '2020-01-01', week: STANDARD_WORKING_WEEKS.fiveAndHalfDay }],
  holidays: ['2025-12-25', '2026-01-01'],
  halfDayHolidays: ['2025-12-24'],
});

const count = (policy: LeavePolicy, request: CountLeaveQuery['request']) =>
  countLeaveDays({ policy, request, hiringDate: '2020-01-01', workingDays });
const halfDays = fixedLeave('annual', '14', { unit: 'halfDay' });

describe('counting a request', () => {
  it('across a half-day holiday, a holiday, a weekend with a half Saturday and a year end, split per leave year', () => {
    // Wed 24 Dec (0.5) · Thu 25 hol · Fri 26 (1) · Sat 27 (0.5) · Sun 28 · Mon 29–Wed 31 (3) · Thu 1 Jan hol · Fri 2 (1)
    const counted = count(halfDays, { from: '2025-12-24', to: '2026-01-02' });
    expect(counted.days).toBe('6');
    expect(counted.byLeaveYear).toEqual([
      { start: '2025-01-01', end: '2025-12-31', days: '5' },
      { start: '2026-01-01', end: '2026-12-31', days: '1' },
    ]);
    expect(counted.byDate.find((day) => day.date === '2025-12-25')).toEqual({ date: '2025-12-25', days: '0', reason: 'holiday' });
    expect(counted.problems).toEqual([]);
  });

  it('splits by the leave year of the hiring date when the policy says so', () => {
    const counted = countLeaveDays({
      policy: { ...halfDays, leaveYear: 'hiringDate' },
      request: { from: '2025-12-29', to: '2026-01-02' },
      hiringDate: '2019-12-31',
      workingDays,
    });
    expect(counted.byLeaveYear.map((year) => [year.start, year.days])).toEqual([
      ['2024-12-31', '2'],
      ['2025-12-31', '2'],
    ]);
  });

  it('takes half days on the first and last dates', () => {
    expect(count(halfDays, { from: '2025-12-29', to: '2025-12-31', firstDayHalf: 'afternoon', lastDayHalf: 'morning' }).days).toBe('2');
    expect(count(halfDays, { from: '2025-12-29', to: '2025-12-29', firstDayHalf: 'morning' }).days).toBe('0.5');
    // Saturday is a morning's work: its afternoon has nothing to count.
    expect(count(halfDays, { from: '2025-12-27', to: '2025-12-27', firstDayHalf: 'afternoon' }).days).toBe('0');
    expect(count(halfDays, { from: '2025-12-27', to: '2025-12-27', firstDayHalf: 'morning' }).days).toBe('0.5');
  });

  it('counts a half working day as a whole day when the policy is in whole days, and refuses half a day', () => {
    const whole = fixedLeave('annual', '14');
    expect(count(whole, { from: '2025-12-27', to: '2025-12-29' }).days).toBe('2');
    expect(count(whole, { from: '2025-12-29', to: '2025-12-29', firstDayHalf: 'morning' }).problems).toEqual(['halfDayNotAllowed']);
  });

  it('counts hours at the policy’s hours a day, on one day only', () => {
    const hourly = fixedLeave('annual', '14', { unit: 'hour', hoursPerDay: '8' });
    expect(count(hourly, { from: '2025-12-29', to: '2025-12-29', hours: '3' }).days).toBe('0.375');
    expect(count(hourly, { from: '2025-12-27', to: '2025-12-27', hours: '6' })).toMatchObject({ days: '0.5', problems: ['hoursTooMany'] });
    expect(count(hourly, { from: '2025-12-29', to: '2025-12-30', hours: '3' }).problems).toContain('hoursOnOneDayOnly');
    expect(count(halfDays, { from: '2025-12-29', to: '2025-12-29', hours: '3' }).problems).toContain('hoursNotAllowed');
  });

  it('counts every calendar day for a calendar-day category (maternity)', () => {
    const maternity = fixedLeave('maternity', '98', { counting: 'calendarDays' });
    expect(countLeaveDays({ policy: maternity, request: { from: '2025-12-20', to: '2026-01-10' }, hiringDate: '2020-01-01' }).days).toBe(
      '22',
    );
  });

  it('names what it cannot count', () => {
    expect(count(halfDays, { from: '2026-01-05', to: '2026-01-01' }).problems).toEqual(['dateOrder']);
    expect(
      countLeaveDays({ policy: halfDays, request: { from: '2026-03-02', to: '2026-03-03' }, hiringDate: '2020-01-01', workingDays })
        .problems,
    ).toEqual(['workingDaysMissing']);
  });
});

describe('request rules', () => {
  const rules = fixedLeave('sick', '14', {
    minimumNoticeDays: 3,
    maximumConsecutiveDays: '5',
    attachmentAfterDays: '1',
    negativeBalanceDays: '0',
  });
  const request = { from: '2025-06-10', to: '2025-06-11', days: '2', hasAttachment: false };

  it('names each broken rule', () => {
    expect(
      leaveRequestProblems({
        policy: rules,
        request,
        today: '2025-06-09',
        otherRequests: [{ from: '2025-06-11', to: '2025-06-12' }],
        lowestBalanceAfter: '-0.5',
      }),
    ).toEqual(['overlap', 'minimumNotice', 'attachmentRequired', 'insufficientBalance']);
    expect(
      leaveRequestProblems({
        policy: rules,
        request: { ...request, days: '6', hasAttachment: true },
        today: '2025-06-01',
        otherRequests: [],
      }),
    ).toEqual(['maximumConsecutive']);
  });

  it('passes a request that keeps to the rules', () => {
    expect(
      leaveRequestProblems({
        policy: rules,
        request: { ...request, hasAttachment: true },
        today: '2025-06-07',
        otherRequests: [{ from: '2025-06-12', to: '2025-06-12' }],
        lowestBalanceAfter: '0',
      }),
    ).toEqual([]);
  });

  it('lets the balance go as far below zero as the policy allows, and no limit for unpaid leave', () => {
    const withRequest = {
      ...query(MONTHLY_14, '2025-01-01', { assignment: { from: '2025-01-01' } }),
      entries: [{ kind: 'pending' as const, date: '2025-03-10', days: '-10' }],
    };
    const lowest = lowestBalanceFrom(withRequest, '2025-03-10', '2025-03-10');
    const check = (negativeBalanceDays: string | null) =>
      leaveRequestProblems({
        policy: { ...rules, negativeBalanceDays, attachmentAfterDays: null, maximumConsecutiveDays: null },
        request: { ...request, days: '10' },
        today: '2025-01-01',
        otherRequests: [],
        lowestBalanceAfter: lowest,
      });
    expect(check('0')).toEqual(['insufficientBalance']);
    expect(check('7.5')).toEqual(['insufficientBalance']);
    expect(check('8')).toEqual([]);
    expect(check(null)).toEqual([]);
  });
});
