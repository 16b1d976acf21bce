import { expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { getRoleOptions, getUserStatus, listUsers, listUsersByLocation, type User } from '@tenaga/contracts/modules/users.contracts';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import UsersPage from '../components/users-page.tsx';

const api = setupFakeApi();
const HARBOUR = '0b6c3f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const user = (fullName: string): User => ({
  id: crypto.randomUUID(),
  fullName,
  roleName: 'Employee',
  employeeName: null,
  createdAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
  self: false,
  invited: false,
  username: fullName.toLowerCase().replace(' ', '.'),
  active: true,
  lastLoginAt: null,
});
/** Signed in with Users at View Only. */
function signedIn() {
  const setting: MenuResponse = {
    ui: [{ name: 'users', path: '/settings/access/users', meta: { order: 1, access: 'view' }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: setting,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <UsersPage />
    </SessionContext.Provider>
  );
}

const page = (users: User[]) => ({ data: users, recordsTotal: 3, recordsFiltered: users.length });

it('lists the accounts of the people working at the sites chosen, through the location table', async () => {
  api.on(getUserStatus, { total: 3, active: 3, inactive: 0 });
  api.on(getRoleOptions, []);
  api.on(getSiteOptions, [{ id: HARBOUR, text: 'Harbour' }]);
  api.on(listUsers, page([user('Amir Lim'), user('Bella Lim'), user('Zara Lim')]));
  api.on(listUsersByLocation, page([user('Zara Lim')]));
  await renderWithProviders(signedIn());
  expect(await screen.findByText('Bella Lim')).toBeTruthy();

  const sites = await screen.findByRole('combobox', { name: 'All sites' });
  await act(async () => fireEvent.mouseDown(sites));
  await act(async () => fireEvent.click(await screen.findByTitle('Harbour')));
  await waitFor(() => expect(screen.queryByText('Bella Lim')).toBeNull());
  expect(screen.getByText('Zara Lim')).toBeTruthy();
  expect((api.calls(listUsersByLocation).at(-1)!.body as { filter: unknown }).filter).toEqual({ siteIds: [HARBOUR] });
});
