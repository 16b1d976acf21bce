import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createSalaryIncrement,
  deleteSalaryIncrement,
  listSalaryIncrements,
  type SalaryIncrement,
  type MenuResponse,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import SalaryIncrementsPage from '../components/salary-increments-page.tsx';

const api = setupFakeApi();

const record = (name: string): SalaryIncrement => ({
  id: crypto.randomUUID(),
  name,
  description: '',
  createdAt: Date.parse('2026-03-02T04:00:00Z'),
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
});
const table = (records: SalaryIncrement[]) => ({ data: records, recordsTotal: records.length, recordsFiltered: records.length });

/** The page as a user whose role grants salaryAdjustment at this level sees it. */
function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [{ name: 'salaryAdjustment', path: '/salary-increments', meta: { order: 1, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <SalaryIncrementsPage />
    </SessionContext.Provider>
  );
}

describe('the Benefits and salary adjustment page', { timeout: 30_000 }, () => {
  it('adds one from the drawer, then reads the list again', async () => {
    api.on(listSalaryIncrements, table([record('First')]));
    api.on(createSalaryIncrement, ({ body }) => ({ ...record(body.name), description: body.description ?? '' }));
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('First')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Second' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls(createSalaryIncrement).map((call) => call.body)).toEqual([{ name: 'Second', description: '' }]));
    await waitFor(() => expect(api.calls(listSalaryIncrements).length).toBeGreaterThan(1));
  });

  it('refuses an empty name in the form, sending nothing', async () => {
    api.on(listSalaryIncrements, table([]));
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Add/ })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' })));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls(createSalaryIncrement)).toEqual([]);
  });

  it('deletes one after the question', async () => {
    const gone = record('Old');
    api.on(listSalaryIncrements, table([gone]));
    api.on(deleteSalaryIncrement, { ok: true });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Old' })));
    expect((await screen.findAllByText('Delete “Old”?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.calls(deleteSalaryIncrement).map((call) => call.params)).toEqual([{ id: gone.id }]));
  });

  it('View Only: the list shows, without add or delete', async () => {
    api.on(listSalaryIncrements, table([record('Kept')]));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Kept')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Kept' })).toBeNull();
  });
});
