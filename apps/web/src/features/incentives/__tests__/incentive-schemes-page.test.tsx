import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createIncentiveScheme,
  deleteIncentiveScheme,
  listIncentives,
  previewIncentive,
  type IncentiveScheme,
  type MenuResponse,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import IncentiveSchemesPage from '../components/incentive-schemes-page.tsx';

const api = setupFakeApi();

const record = (name: string): IncentiveScheme => ({
  id: crypto.randomUUID(),
  name,
  description: '',
  formula: 'achievement * 0.05',
  wageClass: 'ordinary',
  createdAt: Date.parse('2026-03-02T04:00:00Z'),
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
});
const table = (records: IncentiveScheme[]) => ({ data: records, recordsTotal: records.length, recordsFiltered: records.length });

/** The page as a user whose role grants incentiveSetting at this level sees it. */
function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [{ name: 'incentiveSetting', path: '/incentives', meta: { order: 1, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <IncentiveSchemesPage />
    </SessionContext.Provider>
  );
}

describe('the Incentives page', { timeout: 30_000 }, () => {
  it('adds one from the drawer, then reads the list again', async () => {
    api.on(listIncentives, table([record('First')]));
    api.on(createIncentiveScheme, ({ body }) => ({ ...record(body.name), description: body.description ?? '' }));
    api.on(previewIncentive, { amount: '600.00' });
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('First')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Second' } }));
    // The example formula is tried on the sample figures while the form is open.
    expect(await within(drawer).findByText('SGD 600.00')).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(createIncentiveScheme).map((call) => call.body)).toEqual([
        {
          name: 'Second',
          description: '',
          formula: 'if(achievement > target, achievement * 0.05, achievement * 0.02)',
          wageClass: 'ordinary',
        },
      ]),
    );
    await waitFor(() => expect(api.calls(listIncentives).length).toBeGreaterThan(1));
  });

  it('refuses an empty name in the form, sending nothing', async () => {
    api.on(listIncentives, table([]));
    api.on(previewIncentive, { amount: '600.00' });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Add/ })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' })));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls(createIncentiveScheme)).toEqual([]);
  });

  it('deletes one after the question', async () => {
    const gone = record('Old');
    api.on(listIncentives, table([gone]));
    api.on(deleteIncentiveScheme, { ok: true });
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Old' })));
    expect((await screen.findAllByText('Delete “Old”?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.calls(deleteIncentiveScheme).map((call) => call.params)).toEqual([{ id: gone.id }]));
  });

  it('View Only: the list shows, without add or delete', async () => {
    api.on(listIncentives, table([record('Kept')]));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Kept')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Kept' })).toBeNull();
  });
});
