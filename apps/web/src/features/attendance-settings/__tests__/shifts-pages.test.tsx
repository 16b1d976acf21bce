import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createShift, getRosterGrid, listShifts, setRosterCell, type MenuResponse, type RosterGrid, type Shift } from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import RosterPage from '../components/roster-page.tsx';
import ShiftPolicyPage from '../components/shift-policy-page.tsx';

const api = setupFakeApi();

const night: Shift = {
  id: crypto.randomUUID(),
  name: 'Night',
  colour: '#722ed1',
  start: '22:00',
  end: '06:00',
  breaks: [{ kind: 'flexible', minutes: 30, paid: false }],
  crossesMidnight: true,
  workMinutes: 450,
  employees: 2,
  version: 1,
};

/** The page as a user whose role grants these menu items at this level sees it. */
function asUserWith(level: 'view' | 'edit', page: React.ReactNode) {
  const item = (name: string, path: string) => ({ name, path, meta: { order: 1, access: level }, developed: true, onboarding: false });
  const menu = { ui: [item('shiftPolicy', '/settings/shift/policy'), item('shifts', '/shifts')], routes: [] } as unknown as MenuResponse;
  const session = {
    me: {
      regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' },
      userInfo: { employeeID: null },
    },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>{page}</SessionContext.Provider>
    </MemoryRouter>
  );
}

describe('the shift policy page', { timeout: 30_000 }, () => {
  it('lists the shifts in words and adds one from the drawer with the usual day as its start', async () => {
    api.on(listShifts, [night]);
    api.on(createShift, ({ body }) => ({ ...night, id: crypto.randomUUID(), name: body.name, crossesMidnight: false, employees: 0 }));
    await renderWithProviders(asUserWith('edit', <ShiftPolicyPage />));
    expect(await screen.findByText('Night')).toBeTruthy();
    expect(screen.getByText('22:00–06:00 the next day · unpaid break of 30 minutes · 7.5 h of work')).toBeTruthy();
    expect(screen.getByText('2 employees')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Day' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(createShift).map((call) => call.body)).toEqual([
        {
          name: 'Day',
          colour: '#0958d9',
          start: '09:00',
          end: '18:00',
          breaks: [{ kind: 'fixed', start: '13:00', end: '14:00', paid: false }],
        },
      ]),
    );
  });

  it('View Only: the shifts show, without add or delete', async () => {
    api.on(listShifts, [night]);
    await renderWithProviders(asUserWith('view', <ShiftPolicyPage />));
    expect(await screen.findByText('Night')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Night' })).toBeNull();
  });
});

describe('the roster grid', { timeout: 30_000 }, () => {
  const employeeId = crypto.randomUUID();
  const grid = (from: string): RosterGrid => ({
    dates: [from, '2026-03-10'],
    shifts: [night],
    rows: [
      {
        employeeId,
        name: 'Siti Aminah',
        employmentNumber: 'E0007',
        cells: [
          { date: from, shiftId: night.id, override: false, rostered: true },
          { date: '2026-03-10', shiftId: null, override: true, rostered: true },
        ],
      },
    ],
    total: 1,
  });

  it('shows each day’s shift, and a day changed from its menu is sent as a grid change', async () => {
    api.on(getRosterGrid, grid('2026-03-09'));
    api.on(setRosterCell, ({ body }) => ({ date: body.date, shiftId: body.shiftId ?? null, override: true }));
    await renderWithProviders(asUserWith('edit', <RosterPage />));
    const cell = await screen.findByRole('button', { name: 'Siti Aminah on 09/03/2026: Night 22:00–06:00' });
    expect(screen.getByRole('button', { name: 'Siti Aminah on 10/03/2026: Day off (changed on the grid)' })).toBeTruthy();
    await act(async () => fireEvent.click(cell));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Day off' })));
    await waitFor(() => expect(api.calls(setRosterCell).map((call) => call.body)).toEqual([{ employeeId, date: '2026-03-09' }]));
  });

  it('View Only: the grid shows, its days cannot be changed', async () => {
    api.on(getRosterGrid, grid('2026-03-09'));
    await renderWithProviders(asUserWith('view', <RosterPage />));
    expect(await screen.findByRole('img', { name: 'Siti Aminah on 09/03/2026: Night 22:00–06:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Siti Aminah on/ })).toBeNull();
  });
});
