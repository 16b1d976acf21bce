import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createClaim,
  getClaimBalance,
  getClaimsAccess,
  listClaims,
  listClaimTypeOptions,
  listClaimTypes,
  type Claim,
  type ClaimType,
  type MenuResponse,
} from '@tenaga/contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import ClaimsPage from '../components/claims-page.tsx';

const api = setupFakeApi();

const medical: ClaimType = {
  id: crypto.randomUUID(),
  name: 'Medical',
  description: '',
  payItemCategoryId: crypto.randomUUID(),
  payItemCategoryName: 'Allowance',
  limitAmount: '300.00',
  limitPeriod: 'month',
  receiptRequired: false,
  updatedAt: Date.parse('2026-03-02T04:00:00Z'),
  version: 1,
};
const table = <T,>(records: T[]) => ({ data: records, recordsTotal: records.length, recordsFiltered: records.length });

/** The page as an employee (claims: edit, claiming for themselves) sees it. */
function asEmployee(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [{ name: 'claims', path: '/payroll/claims', meta: { order: 1, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <ClaimsPage />
    </SessionContext.Provider>
  );
}

/** What the server answers: 120.10 of 300.00 used this month; the amount asked about fits or not. */
function serveBalance() {
  api.on(getClaimBalance, ({ body }) => {
    const after = body.amount === undefined ? null : (17990 - Math.round(Number(body.amount) * 100)) / 100;
    return {
      limitAmount: '300.00',
      limitPeriod: 'month' as const,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      used: '120.10',
      remaining: '179.90',
      remainingAfter: after === null ? null : after.toFixed(2),
      fits: after === null || after >= 0,
      receiptRequired: false,
    };
  });
}

async function openNewClaim() {
  await renderWithProviders(asEmployee('edit'));
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: /New claim/ })));
  const drawer = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Claim type' }));
  await act(async () => fireEvent.click(await screen.findByTitle('Medical')));
  return drawer;
}

const setAmount = (drawer: HTMLElement, value: string) =>
  act(async () => fireEvent.change(within(drawer).getByLabelText('Amount'), { target: { value } }));

describe('the Claims page', { timeout: 30_000 }, () => {
  it('shows what remains of the limit before submitting, and what would remain after the amount', async () => {
    api.on(getClaimsAccess, { manages: false, claims: true });
    api.on(listClaims, table<Claim>([]));
    api.on(listClaimTypes, table([medical]));
    api.on(listClaimTypeOptions, [medical]);
    serveBalance();
    const drawer = await openNewClaim();
    expect(await within(drawer).findByText(/179\.90 of .*300\.00 remains this month/)).toBeTruthy();

    await setAmount(drawer, '100');
    expect(await within(drawer).findByText(/After this claim: .*79\.90 remains/)).toBeTruthy();
    await waitFor(() => expect(api.calls(getClaimBalance).some((call) => call.body?.amount === '100')).toBe(true));
  });

  it('warns before submitting when the amount is over the limit, and sends the claim when it fits', async () => {
    api.on(getClaimsAccess, { manages: false, claims: true });
    api.on(listClaims, table<Claim>([]));
    api.on(listClaimTypes, table([medical]));
    api.on(listClaimTypeOptions, [medical]);
    serveBalance();
    api.on(createClaim, ({ body }) => ({
      id: crypto.randomUUID(),
      employeeId: crypto.randomUUID(),
      employeeName: 'Eve Lim',
      employmentNumber: 'E-1',
      typeId: body.typeId,
      typeName: 'Medical',
      expenseDate: body.expenseDate,
      amount: body.amount,
      description: body.description ?? '',
      receiptCount: 0,
      status: 'pending' as const,
      approvalRequestId: crypto.randomUUID(),
      payrunId: null,
      createdAt: 1,
      updatedAt: 1,
      version: 1,
    }));
    const drawer = await openNewClaim();
    await setAmount(drawer, '200');
    expect(await within(drawer).findByText(/This amount is over the limit: at most .*179\.90 can be claimed/)).toBeTruthy();

    await setAmount(drawer, '150.5');
    expect(await within(drawer).findByText(/After this claim: .*29\.40 remains/)).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(createClaim).map((call) => call.body)).toEqual([expect.objectContaining({ typeId: medical.id, amount: '150.5' })]),
    );
    expect(await screen.findByText('Claim sent for approval.')).toBeTruthy();
  });

  it('View Only: the claims and policies show, without a new claim', async () => {
    api.on(getClaimsAccess, { manages: false, claims: true });
    api.on(listClaims, table<Claim>([]));
    api.on(listClaimTypes, table([medical]));
    await renderWithProviders(asEmployee('view'));
    expect(await screen.findByRole('tab', { name: 'My claims' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New claim/ })).toBeNull();
  });
});
