import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getClockState } from '@tenaga/contracts/modules/attendance.contracts';
import {
  getAttendancePeriodSetting,
  getTimesheetDetail,
  type TimesheetDetail,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import type { ReactNode } from 'react';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MyTimesheetPage from '../components/my-timesheet-page.tsx';

const api = setupFakeApi();
/** An employee: self service only, no Timesheet menu item. */
function asEmployee(page: ReactNode) {
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return <SessionContext.Provider value={session}>{page}</SessionContext.Provider>;
}

const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const detail = (from: string, to: string): TimesheetDetail => ({
  employee: { id: EMPLOYEE, name: 'Siti Rahman', employmentNumber: 'E-1' },
  from,
  to,
  timezone: 'Asia/Singapore',
  settingName: null,
  schedule: 'calendar',
  adjustments: [],
  days: [],
  totals: {
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
  },
});

describe('My timesheet', { timeout: 60_000 }, () => {
  it('steps by the company’s attendance period (the 26th to the 25th), as HR’s timesheet does', async () => {
    api.on(getClockState, {
      employee: { id: EMPLOYEE, name: 'Siti Rahman' },
      openSince: null,
      timezone: 'Asia/Singapore',
      today: [],
      sites: [],
    });
    api.on(getAttendancePeriodSetting, { startDay: 26, version: 2 });
    api.on(getTimesheetDetail, (call) => detail(String(call.query!.from), String(call.query!.to)));
    await renderWithProviders(
      <MemoryRouter initialEntries={['/clock/timesheet?from=2026-02-26&to=2026-03-25']}>{asEmployee(<MyTimesheetPage />)}</MemoryRouter>,
    );
    expect(await screen.findByText('26/02/2026 – 25/03/2026', undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(getTimesheetDetail)[0]?.query).toEqual({ employeeId: EMPLOYEE, from: '2026-02-26', to: '2026-03-25' }),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next period' })));
    expect(await screen.findByText('26/03/2026 – 25/04/2026', undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(getTimesheetDetail).at(-1)?.query).toEqual({ employeeId: EMPLOYEE, from: '2026-03-26', to: '2026-04-25' }),
    );
  });

  it('opens on the company period today is in when the address names none', async () => {
    api.on(getClockState, {
      employee: { id: EMPLOYEE, name: 'Siti Rahman' },
      openSince: null,
      timezone: 'Asia/Singapore',
      today: [],
      sites: [],
    });
    api.on(getAttendancePeriodSetting, { startDay: 26, version: 2 });
    api.on(getTimesheetDetail, (call) => detail(String(call.query!.from), String(call.query!.to)));
    await renderWithProviders(<MemoryRouter initialEntries={['/clock/timesheet']}>{asEmployee(<MyTimesheetPage />)}</MemoryRouter>);
    await waitFor(() => expect(api.calls(getTimesheetDetail).length).toBeGreaterThan(0), { timeout: 10_000 });
    const { from, to } = api.calls(getTimesheetDetail).at(-1)!.query!;
    expect(String(from).slice(8)).toBe('26');
    expect(String(to).slice(8)).toBe('25');
  });
});
