import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_VALUES } from '../explanations.ts';
import { OVERTIME_TEMPLATES } from '../templates/index.ts';
import type { ShiftDefinition } from '../schedule.types.ts';
import type { AttendanceSetting } from '../setting.types.ts';
import { shiftInstance } from '../shift-instances.ts';
import { computeTimesheetDay } from '../timesheet-day.ts';
import { computeTimesheet } from '../timesheet-period.ts';
import type { DayContext, Punch, TimesheetDay } from '../timesheet.types.ts';
import { assignWorkDates } from '../work-date.ts';
import { at, DAY_SHIFT, NIGHT_SHIFT, setting, WITA } from './fixtures.ts';

const D = '2026-03-03';
const base = at(D, '00:00');
const MINUTE = 60_000;

/** Punches over the date and the next, at random seconds: in/out at random, so pairs, repeats and gaps all occur. */
const punchesArbitrary = fc
  .array(fc.record({ action: fc.constantFrom<'in' | 'out'>('in', 'out'), second: fc.integer({ min: 0, max: 2 * 24 * 3600 - 1 }) }), {
    maxLength: 8,
  })
  .map((list) => list.map((entry, index): Punch => ({ id: `p${index}`, action: entry.action, at: base + entry.second * 1000 })));

const settingArbitrary = fc
  .record({
    lateGraceMinutes: fc.integer({ min: 0, max: 15 }),
    earlyLeaveGraceMinutes: fc.integer({ min: 0, max: 15 }),
    graceMode: fc.constantFrom<'whole' | 'beyondGrace'>('whole', 'beyondGrace'),
    unit: fc.constantFrom(1, 5, 15),
    direction: fc.constantFrom<'up' | 'down' | 'nearest'>('up', 'down', 'nearest'),
    minimumMinutes: fc.constantFrom(0, 30),
    blockMinutes: fc.constantFrom(1, 15, 30),
    beforeShiftStart: fc.boolean(),
    dailyAfterMinutes: fc.constantFrom(null, 420, 480),
    weeklyAfterMinutes: fc.constantFrom(null, 2400),
    partTime: fc.boolean(),
    template: fc.constantFrom(null, ...OVERTIME_TEMPLATES),
  })
  .map((value): AttendanceSetting =>
    setting(
      {
        lateGraceMinutes: value.lateGraceMinutes,
        earlyLeaveGraceMinutes: value.earlyLeaveGraceMinutes,
        graceMode: value.graceMode,
        rounding: {
          clockIn: { unitMinutes: value.unit, direction: value.direction },
          clockOut: { unitMinutes: value.unit, direction: value.direction },
        },
        partTime: value.partTime ? { fullTimeDailyMinutes: 480, extraBand: 'extra' } : null,
      },
      {
        minimumMinutes: value.minimumMinutes,
        blockMinutes: value.blockMinutes,
        beforeShiftStart: value.beforeShiftStart,
        dailyAfterMinutes: value.dailyAfterMinutes,
        weeklyAfterMinutes: value.weeklyAfterMinutes,
        // A statutory template's bands and tables (its own thresholds give way to the drawn ones).
        ...(value.template
          ? {
              bands: [...value.template.policy.bands, { id: 'extra', pay: { kind: 'hourly' as const, times: '1' } }],
              normalDay: value.template.policy.normalDay,
              restDay: value.template.policy.restDay,
              publicHoliday: value.template.policy.publicHoliday,
              night: value.template.policy.night,
            }
          : {}),
      },
    ),
  );

const shiftArbitrary = fc.constantFrom<ShiftDefinition>(DAY_SHIFT, NIGHT_SHIFT, {
  id: 'flex',
  start: '09:00',
  end: '18:00',
  breaks: [{ kind: 'flexible', minutes: 60, paid: false }],
});

const dayArbitrary = fc.constantFrom<DayContext>(
  { date: D, calendar: 'working' },
  { date: D, calendar: 'rest' },
  { date: D, calendar: 'holiday', holidayType: 'public' },
  { date: D, calendar: 'working', leave: 'secondHalf' },
);

/** Every explanation carries exactly the values its key's translations expect. */
function expectExplanationsComplete(day: TimesheetDay): void {
  for (const explanation of day.explanations)
    expect(Object.keys(explanation.values).sort(), explanation.key).toEqual([...EXPLANATION_VALUES[explanation.key]].sort());
}

/** The minutes of the bands that pay time itself; an addition (night) pays a premium on minutes already counted. */
const bandSum = (day: TimesheetDay, config: AttendanceSetting) => {
  const additions = new Set(config.overtime.bands.filter((band) => band.pay.kind === 'addition').map((band) => band.id));
  return day.overtime.filter((entry) => !additions.has(entry.band)).reduce((sum, entry) => sum + entry.minutes, 0);
};

describe('timesheet day properties', () => {
  it('worked time is regular time plus every paid band, each figure whole and in bounds, each explanation complete', () => {
    fc.assert(
      fc.property(
        punchesArbitrary,
        settingArbitrary,
        shiftArbitrary,
        dayArbitrary,
        fc.boolean(),
        (punches, config, shift, day, scheduled) => {
          const instance = scheduled ? shiftInstance({ shift, date: D, timeZone: WITA }) : null;
          const result = computeTimesheetDay({
            day,
            instance,
            punches,
            setting: config,
            timeZone: WITA,
            restDays: 'calendar',
            weekRegularMinutesBefore: 2300,
          });
          for (const figure of [
            result.workedMinutes,
            result.regularMinutes,
            result.lateMinutes,
            result.earlyLeaveMinutes,
            result.nightMinutes,
            result.breakMinutes,
          ]) {
            expect(Number.isInteger(figure) && figure >= 0).toBe(true);
          }
          expect(result.workedMinutes).toBe(result.regularMinutes + bandSum(result, config));
          for (const entry of result.overtime)
            if (entry.band.endsWith('Night') || entry.band.includes('night'))
              expect(entry.minutes).toBeLessThanOrEqual(result.nightMinutes);
          expect(result.nightMinutes).toBeLessThanOrEqual(result.workedMinutes);
          if (instance) expect(result.lateMinutes + result.earlyLeaveMinutes).toBeLessThanOrEqual(instance.scheduledMinutes);
          else expect(result.lateMinutes + result.earlyLeaveMinutes).toBe(0);
          expect(result.absent).toBe(instance !== null && punches.length === 0 && day.leave !== 'full');
          expectExplanationsComplete(result);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('without rounding, never counts more than the time between clock-in and clock-out', () => {
    fc.assert(
      fc.property(punchesArbitrary, shiftArbitrary, (punches, shift) => {
        const config = setting({}, { beforeShiftStart: true });
        const instance = shiftInstance({ shift, date: D, timeZone: WITA });
        const result = computeTimesheetDay({
          day: { date: D, calendar: 'working' },
          instance,
          punches,
          setting: config,
          timeZone: WITA,
          restDays: 'calendar',
        });
        const sorted = [...punches].sort((a, b) => a.at - b.at);
        let presence = 0;
        let open: number | null = null;
        for (const entry of sorted) {
          if (entry.action === 'in' && open === null) open = Math.floor(entry.at / MINUTE);
          else if (entry.action === 'out' && open !== null) {
            presence += Math.floor(entry.at / MINUTE) - open;
            open = null;
          }
        }
        expect(result.workedMinutes).toBeLessThanOrEqual(presence);
      }),
      { numRuns: 300 },
    );
  });
});

describe('timesheet period properties', () => {
  it('gives every punch one work date, and the same timesheet whatever order the punches come in', () => {
    fc.assert(
      fc.property(punchesArbitrary, fc.integer({ min: 0, max: 1000 }), (punches, seed) => {
        const instances = ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) =>
          shiftInstance({ shift: NIGHT_SHIFT, date, timeZone: WITA }),
        );
        const assigned = assignWorkDates({ punches, instances, setting: setting(), timeZone: WITA });
        expect(
          [...assigned.values()]
            .flat()
            .map((entry) => entry.id)
            .sort(),
        ).toEqual(punches.map((entry) => entry.id).sort());
        const days: DayContext[] = ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) => ({ date, calendar: 'working' }));
        const query = {
          from: '2026-03-02',
          to: '2026-03-04',
          timeZone: WITA,
          setting: setting(),
          days,
          instances,
          restDays: 'roster' as const,
        };
        const shuffled = [...punches].sort((a, b) => ((a.at * 31 + seed) % 97) - ((b.at * 31 + seed) % 97));
        const one = computeTimesheet({ ...query, punches });
        const other = computeTimesheet({ ...query, punches: shuffled });
        expect(other.totals).toEqual(one.totals);
        expect(one.totals.workedMinutes).toBe(one.days.reduce((sum, day) => sum + day.workedMinutes, 0));
      }),
      { numRuns: 200 },
    );
  });
});
