import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { ORGANISATION_LIST_ROUTES, type Department } from '@tenaga/contracts/modules/organisation.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { OrganisationListTab } from '../components/organisation-list-tab.tsx';

const api = setupFakeApi();
const departments = ORGANISATION_LIST_ROUTES.departments;
const item = (name: string, employeeCount: number, head: Department['head'] = null): Department => ({
  id: crypto.randomUUID(),
  name,
  employeeCount,
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
  head,
});

/** The signed-in session of a user whose role grants Organisation at this level. */
function withAccess(level: 'view' | 'edit') {
  const setting: MenuResponse = {
    ui: [{ name: 'organisation', path: '/settings/organisation', meta: { order: 7, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: setting,
  } as unknown as AuthenticatedSession;
  return <SessionContext.Provider value={session}>{<OrganisationListTab list="departments" />}</SessionContext.Provider>;
}

const table = (items: Department[]) => ({ data: items, recordsTotal: items.length, recordsFiltered: items.length });

describe('an organisation list', { timeout: 30_000 }, () => {
  it('departments show their head, or a dash without one', async () => {
    api.on(departments.table, table([item('Finance', 3, { id: crypto.randomUUID(), name: 'Dee Tan' }), item('Logistics', 0)]));
    await renderWithProviders(withAccess('view'));
    expect(await screen.findByRole('columnheader', { name: 'Head' })).toBeTruthy();
    expect(await screen.findByText('Dee Tan')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Logistics/ }).textContent).toContain('—');
  });

  it('does not offer to delete an item in use: it says how many employee records use it', async () => {
    api.on(departments.table, table([item('Finance', 3)]));
    await renderWithProviders(withAccess('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Finance' })));
    // antd names the dialog by its title too, so the title is found more than once.
    expect((await screen.findAllByText('“Finance” cannot be deleted')).length).toBeGreaterThan(0);
    expect(screen.getByText('Employee records using it: 3. Move them elsewhere first, then delete it.')).toBeTruthy();
    expect(api.calls(departments.remove)).toEqual([]);
  });

  it('deletes an unused item after confirmation, and refreshes the list', async () => {
    const unused = item('Logistics', 0);
    api.on(departments.table, table([unused]));
    api.on(departments.remove, { ok: true });
    await renderWithProviders(withAccess('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Logistics' })));
    expect((await screen.findAllByText('Delete “Logistics”?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.calls(departments.remove).map((call) => call.params)).toEqual([{ id: unused.id }]));
    await waitFor(() => expect(api.calls(departments.table).length).toBeGreaterThan(1));
  });

  it('View Only: the list shows, without add, rename or delete', async () => {
    api.on(departments.table, table([item('Finance', 0)]));
    await renderWithProviders(withAccess('view'));
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add department/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename: Finance' })).toBeNull();
  });
});
