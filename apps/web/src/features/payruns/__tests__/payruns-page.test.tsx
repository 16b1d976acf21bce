import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { approvePayrun, getPayrun, getPayslip, listPayruns, listPayslips, type MenuResponse, type Payrun } from '@tenaga/contracts';
import { MemoryRouter } from 'react-router';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import PayrunPage from '../components/payrun-page.tsx';
import PayrunSummaryPage from '../components/payrun-summary-page.tsx';

const api = setupFakeApi();
const period = new Date().toISOString().slice(0, 7);

const run = (overrides: Partial<Payrun> = {}): Payrun => ({
  id: '5b0c1a8e-8f5e-4b8c-9d1f-2a3b4c5d6e7f',
  period,
  status: 'calculated',
  employeeCount: 2,
  totals: { gross: '7200.00', deductions: '1440.00', net: '5760.00', employerContributions: '1242.00' },
  currency: 'SGD',
  jobId: null,
  failureReason: null,
  calculatedAt: Date.parse('2026-02-01T04:00:00Z'),
  approvedAt: null,
  paidAt: null,
  lockedAt: null,
  createdAt: Date.parse('2026-02-01T04:00:00Z'),
  updatedAt: Date.parse('2026-02-01T04:00:00Z'),
  version: 2,
  ...overrides,
});
const table = <T,>(rows: T[]) => ({ data: rows, recordsTotal: rows.length, recordsFiltered: rows.length });

function asUserWith(level: 'view' | 'edit', page: React.ReactNode) {
  const menu: MenuResponse = {
    ui: [
      { name: 'payrun', path: '/payroll/payrun', meta: { order: 1, access: level }, developed: true, onboarding: false },
      { name: 'payrunSummary', path: '/payroll/payrun-summary', meta: { order: 2, access: level }, developed: true, onboarding: false },
    ],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>{page}</SessionContext.Provider>
    </MemoryRouter>
  );
}

describe('the payrun pages', { timeout: 30_000 }, () => {
  it("shows the month's run with its totals and approves it after a question", async () => {
    api.on(listPayruns, table([run()]));
    api.on(getPayrun, run());
    api.on(approvePayrun, run({ status: 'approved', version: 3 }));
    await renderWithProviders(asUserWith('edit', <PayrunPage />));
    expect(await screen.findByText(/5,760\.00/)).toBeTruthy();
    expect(screen.getByText('Calculated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run payroll' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nothing in this run can change/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(api.calls(approvePayrun).map((call) => call.body)).toEqual([{ version: 2 }]));
  });

  it('offers to run a month without a run, and not to View Only', async () => {
    api.on(listPayruns, table([]));
    await renderWithProviders(asUserWith('view', <PayrunPage />));
    expect(await screen.findByText(/No payrun for this month yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run payroll' })).toBeNull();
  });

  it("lists a run's employees and opens one's lines, named in the user's language", async () => {
    api.on(listPayruns, table([run()]));
    api.on(getPayrun, run());
    api.on(
      listPayslips,
      table([
        {
          employeeId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
          employeeName: 'Mei Lim',
          employmentNumber: 'E001',
          gross: '4000.00',
          deductions: '800.00',
          net: '3200.00',
          employerContributions: '690.00',
          employerCost: '4690.00',
        },
      ]),
    );
    api.on(getPayslip, {
      employeeId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      gross: '4000.00',
      deductions: '800.00',
      net: '3200.00',
      employerContributions: '690.00',
      employerCost: '4690.00',
      lines: [
        { code: 'basic', label: 'payruns:lines.basic', kind: 'earning', amount: '4000.00', trace: {} },
        { code: 'cpf.employee', label: 'payruns:lines.cpf.employee', kind: 'deduction', amount: '800.00', trace: { base: '4000.00' } },
      ],
    });
    await renderWithProviders(asUserWith('view', <PayrunSummaryPage />));
    await waitFor(() => expect(api.calls(listPayslips).length).toBeGreaterThan(0));
    await act(async () => fireEvent.click(await screen.findByText('Mei Lim')));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('CPF (employee)')).toBeTruthy();
    expect(within(drawer).getByText('Basic salary')).toBeTruthy();
  });
});
