import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { MenuResponse } from '@tenaga/contracts/menu';
import {
  getAttendancePeriodSetting,
  getTimesheetDetail,
  listAttendancePeriods,
  listTimesheets,
  lockAttendancePeriod,
  type TimesheetDetail,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TimesheetPage from '../components/timesheet-page.tsx';

const api = setupFakeApi();

/** HR: the Timesheet menu item with edit. */
function asHr(page: ReactNode) {
  const item = {
    name: 'attendanceTimesheet',
    path: '/attendance/timesheet',
    meta: { order: 1, access: 'edit' },
    developed: true,
    onboarding: false,
  };
  const menu = { ui: [item], routes: [] } as unknown as MenuResponse;
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return <SessionContext.Provider value={session}>{page}</SessionContext.Provider>;
}

const OPEN_MARCH = { from: '2026-03-01', to: '2026-03-31', locked: false, lockedBy: null, lockedAt: null };
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';

const ROW = {
  employeeId: EMPLOYEE,
  employeeName: 'Andi Makassar',
  employmentNumber: 'E-7',
  workedMinutes: 9605,
  lateMinutes: 20,
  earlyLeaveMinutes: 0,
  absentDays: 1,
  unpaidAbsentDays: 1,
  overtimeMinutes: 150,
  restAndHolidayMinutes: 240,
  issueDays: 2,
};
const EMPTY_TOTALS = {
  workedMinutes: 0,
  regularMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  absentDays: 0,
  unpaidAbsentDays: 0,
  breakMinutes: 0,
  nightMinutes: 0,
  overtimeMinutes: 0,
  restDayMinutes: 0,
  holidayMinutes: 0,
  overtime: [],
};
const DETAIL: TimesheetDetail = {
  employee: { id: EMPLOYEE, name: 'Andi Makassar', employmentNumber: 'E-7' },
  from: '2026-03-01',
  to: '2026-03-31',
  timezone: 'Asia/Makassar',
  settingName: 'Office hours',
  schedule: 'roster',
  adjustments: [],
  days: [],
  totals: EMPTY_TOTALS,
};

describe('Attendance › Timesheet', { timeout: 60_000 }, () => {
  it('lists the period’s totals in hours:minutes and opens a person’s days', async () => {
    api.on(listTimesheets, { data: [ROW], recordsTotal: 1, recordsFiltered: 1 });
    api.on(getTimesheetDetail, DETAIL);
    api.on(getAttendancePeriodSetting, { startDay: 1, version: 1 });
    api.on(listAttendancePeriods, [OPEN_MARCH]);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/attendance/timesheet?from=2026-03-01&to=2026-03-31']}>{asHr(<TimesheetPage />)}</MemoryRouter>,
    );
    const name = await screen.findByRole('button', { name: 'Andi Makassar' }, { timeout: 10_000 });
    expect(api.calls(listTimesheets)[0]?.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    const row = name.closest('tr')!;
    expect(row.textContent).toContain('160:05');
    expect(row.textContent).toContain('2:30');
    expect(row.textContent).toContain('4:00');

    await act(async () => fireEvent.click(name));
    expect(await screen.findByText('Attendance setting: Office hours', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Schedule: roster')).toBeTruthy();
    expect(screen.getByText('No days in this period.')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(getTimesheetDetail)[0]?.query).toEqual({ employeeId: EMPLOYEE, from: '2026-03-01', to: '2026-03-31' }),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the timesheet' })));
    expect(await screen.findByRole('button', { name: 'Andi Makassar' })).toBeTruthy();
  });

  it('says so when no one is in the period', async () => {
    api.on(listTimesheets, { data: [], recordsTotal: 0, recordsFiltered: 0 });
    api.on(getAttendancePeriodSetting, { startDay: 1, version: 1 });
    api.on(listAttendancePeriods, [OPEN_MARCH]);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/attendance/timesheet?from=2026-03-01&to=2026-03-31']}>{asHr(<TimesheetPage />)}</MemoryRouter>,
    );
    expect(await screen.findByText('No one to show for this period.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('follows the company’s attendance period and locks the shown period after a question', async () => {
    api.on(listTimesheets, { data: [], recordsTotal: 0, recordsFiltered: 0 });
    api.on(getAttendancePeriodSetting, { startDay: 26, version: 2 });
    api.on(listAttendancePeriods, [{ from: '2026-02-26', to: '2026-03-25', locked: false, lockedBy: null, lockedAt: null }]);
    api.on(lockAttendancePeriod, { from: '2026-02-26', to: '2026-03-25', locked: true, lockedBy: 'hr', lockedAt: 1 });
    await renderWithProviders(
      <MemoryRouter initialEntries={['/attendance/timesheet?from=2026-02-26&to=2026-03-25']}>{asHr(<TimesheetPage />)}</MemoryRouter>,
    );
    expect(await screen.findByText('Open: 26/02/2026 – 25/03/2026', undefined, { timeout: 10_000 })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lock period' })));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(dialog).getAllByText('Lock the period 26/02/2026 – 25/03/2026?').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lock period' })));
    await waitFor(() => expect(api.calls(lockAttendancePeriod)[0]?.body).toEqual({ date: '2026-02-26' }));
  });
});
