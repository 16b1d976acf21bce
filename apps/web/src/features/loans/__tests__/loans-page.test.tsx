import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listEmployeeOptions, type MenuResponse } from '@tenaga/contracts';
import { getLoan, listLoans, recordLoanRepayment, type LoanDetail } from '@tenaga/contracts/modules/loans.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import LoansPage from '../components/loans-page.tsx';

const api = setupFakeApi();

const loan = (overrides: Partial<LoanDetail> = {}): LoanDetail => ({
  id: crypto.randomUUID(),
  employeeId: crypto.randomUUID(),
  employeeName: 'Ravi Kumar',
  employmentNumber: 'E-001',
  kind: 'loan',
  principal: '1000.00',
  interestRate: '0',
  interest: '0.00',
  disbursedOn: '2026-11-10',
  firstPeriod: '2026-11',
  status: 'active',
  pausedFrom: null,
  balance: '1000.00',
  nextInstalment: { period: '2026-11', amount: '333.33' },
  reason: '',
  createdAt: Date.parse('2026-11-10T04:00:00Z'),
  updatedAt: Date.parse('2026-11-10T04:00:00Z'),
  version: 1,
  instalments: [
    { id: crypto.randomUUID(), period: '2026-11', amount: '333.33', status: 'planned' },
    { id: crypto.randomUUID(), period: '2026-12', amount: '333.33', status: 'planned' },
    { id: crypto.randomUUID(), period: '2027-01', amount: '333.34', status: 'planned' },
  ],
  ledger: [
    {
      id: crypto.randomUUID(),
      date: '2026-11-10',
      kind: 'disbursement',
      amount: '1000.00',
      balance: '1000.00',
      period: null,
      note: '',
      createdAt: Date.parse('2026-11-10T04:00:00Z'),
    },
  ],
  ...overrides,
});
const table = (loans: LoanDetail[]) => ({ data: loans, recordsTotal: loans.length, recordsFiltered: loans.length });

function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [{ name: 'loans', path: '/payroll/loans', meta: { order: 1, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <LoansPage />
    </SessionContext.Provider>
  );
}

describe('the Loans page', { timeout: 30_000 }, () => {
  it('lists what is owed and the next instalment, opens a loan with its schedule and ledger, and records a repayment', async () => {
    const ravi = loan();
    api.on(listLoans, table([ravi]));
    api.on(getLoan, ravi);
    api.on(recordLoanRepayment, { ...ravi, balance: '600.00', version: 2 });
    await renderWithProviders(asUserWith('edit'));
    const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');
    expect(text(row)).toContain('SGD 1,000.00');
    expect(text(row)).toContain('SGD 333.33 in November 2026');
    await act(async () => fireEvent.click(within(row).getByText('Ravi Kumar')));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Ravi Kumar · Loan')).toBeTruthy();
    expect(within(drawer).getByText('January 2027')).toBeTruthy();
    expect(text(within(drawer).getByText(/333\.34/))).toBe('SGD 333.34');
    expect(within(drawer).getByText('Loan paid out')).toBeTruthy();

    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Record repayment' })));
    const form = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(text(within(form).getByText(/A repayment made outside payroll/))).toBe(
      'A repayment made outside payroll. SGD 1,000.00 is owed.',
    );
    await act(async () => fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '400' } }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Record repayment' })));
    await waitFor(() =>
      expect(api.calls(recordLoanRepayment).map((call) => [call.params, call.body.amount, call.body.version])).toEqual([
        [{ id: ravi.id }, '400', 1],
      ]),
    );
  });

  it('refuses a loan without an employee or an amount, sending nothing', async () => {
    api.on(listLoans, table([]));
    api.on(listEmployeeOptions, []);
    await renderWithProviders(asUserWith('edit'));
    expect(await screen.findByText('No loans or advances yet. Lend to an employee with “New loan”.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /New loan/ })));
    const drawer = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    expect((await within(drawer).findAllByText('This field is required.')).length).toBe(2);
  });

  it('shows an employee their own loans without the lender’s actions', async () => {
    const mine = loan({ employeeName: 'Siti Aminah' });
    api.on(listLoans, table([mine]));
    api.on(getLoan, mine);
    await renderWithProviders(asUserWith('view'));
    await act(async () => fireEvent.click(await screen.findByText('Siti Aminah')));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Siti Aminah · Loan')).toBeTruthy();
    expect(within(drawer).getByText('Ledger')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New loan/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Record repayment' })).toBeNull();
  });
});
