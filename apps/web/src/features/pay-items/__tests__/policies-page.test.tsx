import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createPayItemPolicy,
  deletePayItemPolicy,
  listPayItemCategories,
  listPayItemPolicies,
  listFormulaOptions,
  type PayItemPolicy,
  type MenuResponse,
} from '@tenaga/contracts';
import { apiError, setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import PoliciesPage from '../components/policies-page.tsx';

const api = setupFakeApi();

const policy = (name: string, amount: string | null): PayItemPolicy => ({
  id: crypto.randomUUID(),
  categoryId: crypto.randomUUID(),
  categoryName: 'Transport allowance',
  kind: 'earning',
  name,
  description: '',
  recurrence: 'recurring',
  amount,
  formulaId: amount === null ? crypto.randomUUID() : null,
  requestable: false,
  requestAmountEditable: false,
  assignments: 0,
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
});
const table = <T,>(rows: T[]) => ({ data: rows, recordsTotal: rows.length, recordsFiltered: rows.length });

function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [
      {
        name: 'exemptionPolicy',
        path: '/settings/exemption/policy',
        meta: { order: 1, access: level },
        developed: true,
        onboarding: false,
      },
    ],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <PoliciesPage />
    </SessionContext.Provider>
  );
}

describe('the Exemption policies page', { timeout: 30_000 }, () => {
  it('lists fixed amounts as money and formula items as such', async () => {
    api.on(listPayItemPolicies, table([policy('Bus pass', '150.50'), policy('Overtime meal', null)]));
    await renderWithProviders(asUserWith('view'));
    expect(await screen.findByText('Bus pass')).toBeTruthy();
    expect(screen.getByText(/150\.50/)).toBeTruthy();
    expect(screen.getByText('By formula')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Bus pass' })).toBeNull();
  });

  it('refuses a policy without a name, a category or an amount, sending nothing', async () => {
    api.on(listPayItemPolicies, table([]));
    api.on(listPayItemCategories, table([]));
    api.on(listFormulaOptions, []);
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Add/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(drawer).getByLabelText('Amount'), { target: { value: '1.234' } }));
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    expect((await within(drawer).findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);
    expect(api.calls(createPayItemPolicy)).toEqual([]);
  });

  it('says where a policy is used when its deletion is refused', async () => {
    const used = policy('Housing', '900');
    api.on(listPayItemPolicies, table([used]));
    api.on(
      deletePayItemPolicy,
      apiError(409, {
        message: ['“Housing” is used by 2 assignments and 1 profiles, so it cannot be deleted.'],
        code: 'PAY_ITEM_POLICY_IN_USE',
      }),
    );
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete: Housing' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(api.calls(deletePayItemPolicy).map((call) => call.params)).toEqual([{ id: used.id }]));
    expect(await screen.findByText(/used by 2 assignments/)).toBeTruthy();
  });
});
