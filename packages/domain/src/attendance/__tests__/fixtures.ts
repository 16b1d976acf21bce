import { toDayNumber } from '../../work-calendar/day-numbers.ts';
import { defaultAttendanceSetting } from '../attendance-setting.ts';
import type { AttendanceSetting, OvertimePolicy } from '../setting.types.ts';
import { shiftInstance } from '../shift-instances.ts';
import type { ShiftDefinition } from '../schedule.types.ts';
import type { DayContext, Punch } from '../timesheet.types.ts';
import { fromLocal, MS_PER_MINUTE } from '../zone-clock.ts';

/** Makassar (WITA, UTC+8): a site in central Indonesia. */
export const WITA = 'Asia/Makassar';
export const JAKARTA = 'Asia/Jakarta';

/** Epoch ms of a local date and time ('2026-03-02', '08:00') in a zone. */
export function at(date: string, time: string, timeZone = WITA): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return fromLocal(timeZone, toDayNumber(date)!, hours * 60 + minutes) * MS_PER_MINUTE;
}

let sequence = 0;
export function punch(action: 'in' | 'out', date: string, time: string, timeZone = WITA): Punch {
  sequence += 1;
  return { id: `p${sequence}`, action, at: at(date, time, timeZone) };
}

export const DAY_SHIFT: ShiftDefinition = {
  id: 'day',
  start: '08:00',
  end: '17:00',
  breaks: [{ kind: 'fixed', start: '12:00', end: '13:00', paid: false }],
};

export const NIGHT_SHIFT: ShiftDefinition = {
  id: 'night',
  start: '22:00',
  end: '06:00',
  breaks: [{ kind: 'fixed', start: '02:00', end: '02:30', paid: false }],
};

/** A plain policy: overtime after the end at 1.5×, rest days 2×, holidays 3×, night 22:00–06:00. */
export const POLICY: OvertimePolicy = {
  bands: [
    { id: 'ot', pay: { kind: 'hourly', times: '1.5' } },
    { id: 'rest', pay: { kind: 'hourly', times: '2' } },
    { id: 'holiday', pay: { kind: 'hourly', times: '3' } },
    { id: 'night', pay: { kind: 'addition', percent: '30' } },
    { id: 'nightOt', pay: { kind: 'addition', percent: '20' } },
    { id: 'extra', pay: { kind: 'hourly', times: '1' } },
  ],
  afterShiftEnd: true,
  beforeShiftStart: false,
  minimumMinutes: 0,
  blockMinutes: 1,
  dailyAfterMinutes: null,
  weeklyAfterMinutes: null,
  normalDay: { tiers: [{ fromMinute: 0, band: 'ot' }], nightBand: 'nightOt' },
  restDay: { tiers: [{ fromMinute: 0, band: 'rest' }] },
  publicHoliday: { tiers: [{ fromMinute: 0, band: 'holiday' }] },
  night: { start: '22:00', end: '06:00', band: 'night' },
};

export function setting(overrides: Partial<AttendanceSetting> = {}, policy: Partial<OvertimePolicy> = {}): AttendanceSetting {
  return { ...defaultAttendanceSetting({ ...POLICY, ...policy }), ...overrides };
}

export const working = (date: string): DayContext => ({ date, calendar: 'working' });

export const dayShift = (date: string, timeZone = WITA) => shiftInstance({ shift: DAY_SHIFT, date, timeZone });
export const nightShift = (date: string, timeZone = WITA) => shiftInstance({ shift: NIGHT_SHIFT, date, timeZone });
