import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MenuResponse, OrganisationItem } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { OrganisationListTab } from '../components/organisation-list-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
const item = (name: string, employeeCount: number): OrganisationItem => ({
  id: crypto.randomUUID(),
  name,
  employeeCount,
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
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

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('an organisation list', { timeout: 30_000 }, () => {
  it('does not offer to delete an item in use: it says how many employee records use it', async () => {
    fetchMock.mockResolvedValue(answer({ data: [item('Finance', 3)], recordsTotal: 1, recordsFiltered: 1 }));
    await renderWithProviders(withAccess('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Finance' })));
    // antd names the dialog by its title too, so the title is found more than once.
    expect((await screen.findAllByText('“Finance” cannot be deleted')).length).toBeGreaterThan(0);
    expect(screen.getByText('Employee records using it: 3. Move them elsewhere first, then delete it.')).toBeTruthy();
    expect(calls('DELETE')).toEqual([]);
  });

  it('deletes an unused item after confirmation, and refreshes the list', async () => {
    const unused = item('Logistics', 0);
    fetchMock.mockImplementation(async (_, init) =>
      init?.method === 'DELETE' ? answer({ ok: true }) : answer({ data: [unused], recordsTotal: 1, recordsFiltered: 1 }),
    );
    await renderWithProviders(withAccess('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Logistics' })));
    expect((await screen.findAllByText('Delete “Logistics”?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(calls('DELETE')).toEqual([`/api/v2/organisation/departments/${unused.id}`]));
    await waitFor(() => expect(calls('POST').length).toBeGreaterThan(1));
  });

  it('View Only: the list shows, without add, rename or delete', async () => {
    fetchMock.mockResolvedValue(answer({ data: [item('Finance', 0)], recordsTotal: 1, recordsFiltered: 1 }));
    await renderWithProviders(withAccess('view'));
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add department/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename: Finance' })).toBeNull();
  });
});
