import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  getPresenceEvent,
  listCalendarEvents,
  scheduleEventId,
  type CalendarEvent,
  type CalendarEvents,
  type CalendarTimeOff,
} from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { listEmployeeFilters, listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { getConvertedLeave } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import type { MenuResponse } from '@tenaga/contracts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CalendarPage from '../components/calendar-page.tsx';
import { dateParam, datesOf, rangeOf, stepDate } from '../components/calendar-range.ts';

const api = setupFakeApi();
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const IN = '5a1c2f3e-0d4b-4c6a-8e9f-1a2b3c4d5e6f';
const OUT = '6b2d3f4e-1e5c-4d7b-9f0a-2b3c4d5e6f70';
/** Makassar keeps UTC+8. */
const wita = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

const PRESENT: CalendarEvent = {
  id: IN,
  type: 1,
  employeeId: EMPLOYEE,
  date: '2026-03-02',
  start: wita('2026-03-02', '21:55'),
  end: wita('2026-03-03', '06:05'),
  shiftName: null,
  colour: null,
  siteName: 'Makassar port',
  flagged: false,
  sentLate: true,
};
const NIGHT: CalendarEvent = {
  id: scheduleEventId(EMPLOYEE, '2026-03-02'),
  type: 2,
  employeeId: EMPLOYEE,
  date: '2026-03-02',
  start: wita('2026-03-02', '22:00'),
  end: wita('2026-03-03', '06:00'),
  shiftName: 'Night',
  colour: '#722ed1',
  siteName: null,
  flagged: false,
  sentLate: false,
};
const MARCH: CalendarEvents = {
  from: '2026-03-01',
  to: '2026-03-31',
  employees: [
    {
      id: EMPLOYEE,
      name: 'Andi Makassar',
      employmentNumber: 'E-7',
      timezone: 'Asia/Makassar',
      holidays: [{ date: '2026-03-19', name: 'Nyepi', halfDay: false }],
      events: [PRESENT, NIGHT],
    },
  ],
  recordsTotal: 1,
  recordsFiltered: 1,
};

function page(address: string, employeeList: 'view' | null = 'view') {
  const menu: MenuResponse = {
    ui: [
      { name: 'attendanceCalendar', path: '/attendance/calendar', meta: { order: 1, access: 'view' }, developed: true, onboarding: false },
      ...(employeeList
        ? [
            {
              name: 'employeeList' as const,
              path: '/employees',
              meta: { order: 1, access: employeeList },
              developed: true,
              onboarding: false,
            },
          ]
        : []),
    ],
    routes: [],
  };
  const session = {
    me: {
      regionLanguage: { language: 'en', timezone: 'Asia/Jakarta', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'IDR' },
    },
    mainMenu: menu,
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[address]}>
        <CalendarPage />
      </MemoryRouter>
    </SessionContext.Provider>
  );
}

describe('the calendar’s dates', () => {
  it('are the month, the week from Monday, or the day; stepping moves by the view', () => {
    expect(rangeOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf('week', '2026-03-05')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(rangeOf('day', '2026-03-05')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('week', '2026-03-05', -1)).toBe('2026-02-26');
    expect(datesOf(rangeOf('week', '2026-03-05'))).toHaveLength(7);
    expect(dateParam('2026-02-30', '2026-03-01')).toBe('2026-03-01');
    expect(dateParam('2026-02-28', '2026-03-01')).toBe('2026-02-28');
  });
});

describe('Attendance › Calendar', { timeout: 60_000 }, () => {
  it('shows the month: a night’s time at work in the site’s zone, its shift and a holiday; an event opens its detail', async () => {
    api.on(listCalendarEvents, MARCH);
    api.on(listEmployeeFilters, []);
    api.on(listEmployeeOptions, []);
    api.on(getPresenceEvent, {
      id: IN,
      employee: { id: EMPLOYEE, name: 'Andi Makassar', employmentNumber: 'E-7' },
      date: '2026-03-02',
      timezone: 'Asia/Makassar',
      in: {
        id: IN,
        action: 'in',
        at: PRESENT.start!,
        timezone: 'Asia/Makassar',
        siteId: null,
        siteName: 'Makassar port',
        inside: true,
        flagged: false,
        source: 'web',
        sentLate: false,
        hasPhoto: false,
      },
      out: {
        id: OUT,
        action: 'out',
        at: PRESENT.end!,
        timezone: 'Asia/Makassar',
        siteId: null,
        siteName: 'Makassar port',
        inside: false,
        flagged: true,
        source: 'offline',
        sentLate: true,
        hasPhoto: false,
      },
      shift: {
        name: 'Night',
        colour: '#722ed1',
        start: NIGHT.start!,
        end: NIGHT.end!,
        halfDay: false,
        fixedBreaks: [],
        flexibleBreaks: [],
      },
    });
    await renderWithProviders(page('/attendance/calendar?view=month&date=2026-03-10'));

    // Times at the site (WITA), not in the user's Jakarta time.
    const present = await screen.findByRole('button', { name: 'Andi Makassar: Present 21:55–06:05' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Andi Makassar: Night 22:00–06:00' })).toBeTruthy();
    expect(screen.getByText('Nyepi')).toBeTruthy();
    expect(screen.getByText('March 2026')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(listCalendarEvents)[0]?.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', start: 0, length: 25 }),
    );
    // The legend names every type of spec §4 and the holidays.
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const type of ['Time off', 'Present', 'Schedule', 'Training', 'Converted leave', 'Public holiday'])
      expect(within(legend).getByText(type)).toBeTruthy();

    await act(async () => fireEvent.click(present));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Time at work', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await within(drawer).findByText('Kept offline on the phone')).toBeTruthy();
    expect(within(drawer).getByText('Sent late')).toBeTruthy();
    expect(within(drawer).getByText('Makassar port · Outside the geofence')).toBeTruthy();
    expect(within(drawer).getByText('03/03/2026 06:05')).toBeTruthy();
    expect(api.calls(getPresenceEvent)[0]?.params).toEqual({ id: IN });
  });

  it('shows converted leave on its work date, and opens its detail', async () => {
    const LEAVE = '7c3e4a5b-2f6d-4e8c-8a1b-3c4d5e6f7a81';
    const converted: CalendarEvent = {
      ...NIGHT,
      id: LEAVE,
      type: 5,
      date: '2026-03-07',
      start: null,
      end: null,
      shiftName: null,
      colour: null,
    };
    api.on(listCalendarEvents, { ...MARCH, employees: [{ ...MARCH.employees[0]!, events: [converted] }] });
    api.on(listEmployeeFilters, []);
    api.on(listEmployeeOptions, []);
    api.on(getConvertedLeave, {
      id: LEAVE,
      overworkId: IN,
      employeeId: EMPLOYEE,
      employeeName: 'Andi Makassar',
      workDate: '2026-03-07',
      minutes: 120,
      hoursPerDay: '8.00',
      days: '0.2500',
      reason: 'Time off in lieu',
      createdByName: 'Hana HR',
      createdAt: Date.UTC(2026, 2, 9),
    });
    await renderWithProviders(page('/attendance/calendar?view=month&date=2026-03-10'));
    const chip = await screen.findByRole('button', { name: /^Andi Makassar: Converted leave/ }, { timeout: 10_000 });
    await act(async () => fireEvent.click(chip));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Time off in lieu', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(drawer).getByText('2:00')).toBeTruthy();
    expect(within(drawer).getByText('0.2500 days')).toBeTruthy();
    expect(within(drawer).getByText('07/03/2026')).toBeTruthy();
    expect(api.calls(getConvertedLeave)[0]?.params).toEqual({ id: LEAVE });
  });

  it('shows time off by date — its category and half day, a pending request apart — and opens its detail from the event', async () => {
    const REQUEST = '8d4f5b6c-3a7e-4f9d-9b2c-4d5e6f7a8b92';
    const leave = (date: string, timeOff: Partial<CalendarTimeOff>): CalendarEvent => ({
      ...NIGHT,
      id: `${REQUEST}_${date}`,
      type: 0,
      date,
      start: null,
      end: null,
      shiftName: null,
      colour: null,
      timeOff: {
        requestId: REQUEST,
        status: 'approved',
        categoryName: 'Annual leave',
        part: 'full',
        days: '1',
        from: '2026-03-10',
        to: '2026-03-11',
        ...timeOff,
      },
    });
    const events = [
      leave('2026-03-10', { part: 'afternoon', days: '0.5' }),
      leave('2026-03-11', {}),
      leave('2026-03-20', { status: 'pending', categoryName: null, from: '2026-03-20', to: '2026-03-20' }),
    ];
    api.on(listCalendarEvents, { ...MARCH, employees: [{ ...MARCH.employees[0]!, events }] });
    api.on(listEmployeeFilters, []);
    api.on(listEmployeeOptions, []);
    await renderWithProviders(page('/attendance/calendar?view=month&date=2026-03-10'));
    const half = await screen.findByRole('button', { name: /^Andi Makassar: Annual leave \(Afternoon\)/ }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /^Andi Makassar: Time off · Pending/ })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Pending time off')).toBeTruthy();

    await act(async () => fireEvent.click(half));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Annual leave')).toBeTruthy();
    expect(within(drawer).getByText('Afternoon')).toBeTruthy();
    expect(within(drawer).getByText('0.5')).toBeTruthy();
    expect(within(drawer).getByText('10/03/2026 – 11/03/2026')).toBeTruthy();
    expect(within(drawer).getByText('Approved')).toBeTruthy();
    expect(within(drawer).getByText('Andi Makassar')).toBeTruthy();
  });

  it('lists the day for a phone, and says when nobody matches; no filter without the employee list', async () => {
    api.on(listCalendarEvents, { ...MARCH, from: '2026-03-02', to: '2026-03-02' });
    await renderWithProviders(page('/attendance/calendar?view=day&date=2026-03-02', null));
    expect(await screen.findByRole('button', { name: 'Andi Makassar: Present 21:55–06:05' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Present · 21:55–06:05')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add filter/i })).toBeNull();
    expect(api.calls(listEmployeeFilters)).toEqual([]);

    api.on(listCalendarEvents, { from: '2026-03-03', to: '2026-03-03', employees: [], recordsTotal: 1, recordsFiltered: 0 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next day' })));
    expect(await screen.findByText('No employees match the filter or search.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls(listCalendarEvents).at(-1)?.body).toMatchObject({ from: '2026-03-03', to: '2026-03-03' });
  });
});
