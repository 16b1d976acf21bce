import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  createAbsence,
  getTimesheetDetail,
  type TimesheetDetail,
  type TimesheetDetailDay,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { TimesheetDetailView } from '../components/timesheet/timesheet-detail.tsx';
import { hoursMinutes } from '../../../lib/format.ts';
import { explanationValues } from '../components/timesheet/timesheet-format.ts';

const api = setupFakeApi();
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const PUNCH_IN = '5f8c2b1a-9d3e-4c7b-8a6f-1e2d3c4b5a69';
const PUNCH_OUT = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function withSession(children: React.ReactNode, resolveAccess?: 'view' | 'edit') {
  const resolveItem = {
    name: 'attendanceResolve',
    path: '/attendance/resolve',
    meta: { order: 3, access: resolveAccess },
    developed: true,
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Makassar', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A', currency: 'IDR' } },
    mainMenu: { ui: resolveAccess ? [resolveItem] : [], routes: [] },
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
}

const zero = {
  regularMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  breakMinutes: 0,
  nightMinutes: 0,
  overtimeMinutes: 0,
  restDayMinutes: 0,
  holidayMinutes: 0,
  uncountedMinutes: 0,
};
const DETAIL: TimesheetDetail = {
  employee: { id: EMPLOYEE, name: 'Andi Makassar', employmentNumber: 'E-7' },
  from: '2026-03-03',
  to: '2026-03-04',
  timezone: 'Asia/Makassar',
  settingName: null,
  schedule: 'calendar',
  adjustments: [],
  days: [
    {
      date: '2026-03-03',
      kind: 'working',
      shiftId: 'fixedHours',
      shift: { start: '09:00', end: '18:00' },
      ...zero,
      workedMinutes: 610,
      regularMinutes: 460,
      lateMinutes: 20,
      overtimeMinutes: 150,
      absent: false,
      unpaidAbsent: false,
      absence: null,
      overtime: [{ band: 'id.overtimeFirstHour', minutes: 60 }],
      issues: [],
      explanations: [
        {
          figure: 'late',
          key: 'attendance:explain.late',
          values: { minutes: 20, start: '09:00', clockIn: '09:20', grace: 0 },
          events: [PUNCH_IN],
          rule: 'lateGraceMinutes',
        },
        {
          figure: 'overtime',
          key: 'attendance:explain.band',
          values: { band: 'id.overtimeFirstHour', minutes: 60, from: 0 },
          events: [PUNCH_OUT],
        },
      ],
      punches: [
        { id: PUNCH_IN, action: 'in', at: Date.UTC(2026, 2, 3, 1, 20), time: '09:20', flagged: false },
        { id: PUNCH_OUT, action: 'out', at: Date.UTC(2026, 2, 3, 12, 30), time: '20:30', flagged: false },
      ],
    },
    {
      date: '2026-03-04',
      kind: 'publicHoliday',
      shiftId: null,
      shift: null,
      ...zero,
      workedMinutes: 0,
      absent: false,
      unpaidAbsent: false,
      absence: null,
      overtime: [],
      issues: [],
      explanations: [],
      punches: [],
    },
  ],
  totals: {
    ...zero,
    workedMinutes: 610,
    regularMinutes: 460,
    lateMinutes: 20,
    absentDays: 0,
    unpaidAbsentDays: 0,
    overtimeMinutes: 150,
    overtime: [{ band: 'id.overtimeFirstHour', minutes: 60 }],
  },
};

describe('an employee’s timesheet', { timeout: 60_000 }, () => {
  it('shows each day’s figures in hours:minutes, and explains them in words on demand', async () => {
    api.on(getTimesheetDetail, DETAIL);
    await renderWithProviders(withSession(<TimesheetDetailView employeeId={EMPLOYEE} from="2026-03-03" to="2026-03-04" />), {
      region: { dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' },
    });
    expect(await screen.findByText('Andi Makassar (E-7)', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Times are in Central Indonesia Time.')).toBeTruthy();
    expect(api.calls(getTimesheetDetail)[0]?.query).toEqual({ employeeId: EMPLOYEE, from: '2026-03-03', to: '2026-03-04' });
    const days = screen.getByRole('list', { name: 'Timesheet' });
    const [first, holiday] = within(days).getAllByRole('listitem');
    expect(first!.textContent).toContain('03/03/2026');
    expect(first!.textContent).toContain('09:00 AM–06:00 PM');
    expect(first!.textContent).toContain('In 09:20 AM · Out 08:30 PM');
    expect(first!.textContent).toContain('Worked 10:10');
    expect(first!.textContent).toContain('Overtime, first hour (1.5×) 1:00');
    expect(holiday!.textContent).toContain('Public holiday');
    expect(within(holiday!).queryByRole('button', { name: 'Explain' })).toBeNull();

    await act(async () => fireEvent.click(within(first!).getByRole('button', { name: 'Explain' })));
    const explanation = screen.getByRole('region', { name: 'How the figures of 03/03/2026 were counted' });
    expect(explanation.textContent).toContain(
      'Late by 0:20: the shift started at 09:00 AM and the clock-in was at 09:20 AM (grace period 0:00).',
    );
    expect(explanation.textContent).toContain('1:00 at the rate “Overtime, first hour (1.5×)”, from 0:00 of premium work on.');
    await act(async () => fireEvent.click(within(first!).getByRole('button', { name: 'Hide the explanation' })));
    expect(screen.queryByRole('region', { name: /How the figures/ })).toBeNull();
  });
});

const ABSENT_DAY: TimesheetDetailDay = {
  date: '2026-03-05',
  kind: 'working',
  shiftId: 'fixedHours',
  shift: { start: '09:00', end: '18:00' },
  ...zero,
  workedMinutes: 0,
  absent: true,
  unpaidAbsent: false,
  absence: null,
  overtime: [],
  issues: ['absent'],
  explanations: [{ figure: 'absent', key: 'attendance:explain.absent', values: { start: '09:00', end: '18:00' }, events: [] }],
  punches: [],
};
const ABSENT: TimesheetDetail = { ...DETAIL, from: '2026-03-05', to: '2026-03-05', days: [ABSENT_DAY] };

describe('settling an absence on the timesheet', { timeout: 60_000 }, () => {
  it('HR settles an absent day as unpaid with a reason; the reason is required', async () => {
    api.on(getTimesheetDetail, ABSENT);
    api.on(createAbsence, {
      id: PUNCH_IN,
      employeeId: EMPLOYEE,
      date: '2026-03-05',
      kind: 'unpaid',
      reason: 'No notice',
      resolvedBy: 'Hana HR',
      resolvedAt: Date.UTC(2026, 2, 6),
      version: 1,
    });
    await renderWithProviders(withSession(<TimesheetDetailView employeeId={EMPLOYEE} from="2026-03-05" to="2026-03-05" />, 'edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Settle the absence' }, { timeout: 10_000 })));
    const dialog = await screen.findByRole('dialog', { name: 'Absence on 05/03/2026' });
    await act(async () => fireEvent.click(within(dialog).getByRole('radio', { name: 'Unpaid absence' })));
    await act(async () => fireEvent.click(screen.getByText('Save').closest('button')!));
    expect(await within(dialog).findByText('Give the reason.')).toBeTruthy();
    expect(api.calls(createAbsence)).toHaveLength(0);
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No notice' } }));
    await act(async () => fireEvent.click(screen.getByText('Save').closest('button')!));
    await vi.waitFor(() => expect(api.calls(createAbsence)).toHaveLength(1));
    expect(api.calls(createAbsence)[0]?.body).toEqual({ employeeId: EMPLOYEE, date: '2026-03-05', kind: 'unpaid', reason: 'No notice' });
  });

  it('shows how a day was settled, and offers no change to View Only', async () => {
    const settled: TimesheetDetailDay = {
      ...ABSENT_DAY,
      unpaidAbsent: true,
      issues: [],
      absence: {
        id: PUNCH_IN,
        employeeId: EMPLOYEE,
        date: '2026-03-05',
        kind: 'unpaid',
        reason: 'No notice',
        resolvedBy: 'Hana HR',
        resolvedAt: Date.UTC(2026, 2, 6),
        version: 1,
      },
    };
    api.on(getTimesheetDetail, { ...ABSENT, days: [settled], totals: { ...ABSENT.totals, absentDays: 1, unpaidAbsentDays: 1 } });
    await renderWithProviders(withSession(<TimesheetDetailView employeeId={EMPLOYEE} from="2026-03-05" to="2026-03-05" />, 'view'));
    const days = await screen.findByRole('list', { name: 'Timesheet' }, { timeout: 10_000 });
    expect(within(days).getByText('Unpaid absence')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settle the absence' })).toBeNull();
    expect(screen.getByText('Unpaid absence days')).toBeTruthy();
  });
});

describe('timesheet figures in words', () => {
  it('shows minutes as hours:minutes', () => {
    expect([0, 5, 60, 605, 1439].map(hoursMinutes)).toEqual(['0:00', '0:05', '1:00', '10:05', '23:59']);
  });
  it('words an explanation’s values: durations, times, bands, actions and parts of a day; the rounding unit stays minutes', () => {
    const words = {
      time: (value: string) => `[${value}]`,
      band: (id: string) => `<${id}>`,
      action: (value: string) => value.toUpperCase(),
      part: (value: string) => `(${value})`,
    };
    expect(explanationValues({ minutes: 95, start: '08:00', band: 'ot', action: 'in', part: 'full', unit: 15, from: 0 }, words)).toEqual({
      minutes: '1:35',
      start: '[08:00]',
      band: '<ot>',
      action: 'IN',
      part: '(full)',
      unit: 15,
      from: '0:00',
    });
  });
});
