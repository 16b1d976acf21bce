import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getTimesheetDetail, listTimesheets, type TimesheetDetail } from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TimesheetPage from '../components/timesheet-page.tsx';

const api = setupFakeApi();
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
  days: [],
  totals: EMPTY_TOTALS,
};

describe('Attendance › Timesheet', { timeout: 60_000 }, () => {
  it('lists the period’s totals in hours:minutes and opens a person’s days', async () => {
    api.on(listTimesheets, { data: [ROW], recordsTotal: 1, recordsFiltered: 1 });
    api.on(getTimesheetDetail, DETAIL);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/attendance/timesheet?from=2026-03-01&to=2026-03-31']}>
        <TimesheetPage />
      </MemoryRouter>,
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
    await renderWithProviders(
      <MemoryRouter initialEntries={['/attendance/timesheet?from=2026-03-01&to=2026-03-31']}>
        <TimesheetPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No one to show for this period.', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
