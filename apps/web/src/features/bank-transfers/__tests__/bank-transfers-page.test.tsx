import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BANK_LAYOUT_PRESETS,
  checkBankTransfer,
  createBankLayout,
  getBankTransferChoices,
  listBankLayouts,
  type BankLayout,
  type BankTransferCheck,
  type MenuResponse,
} from '@tenaga/contracts';
import type { ResponseOf } from '@tenaga/contracts/route';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import BankTransfersPage from '../components/bank-transfers-page.tsx';

const api = setupFakeApi();

const RUN = '00000000-0000-4000-8000-000000000001';
const ACCOUNT = '00000000-0000-4000-8000-000000000002';
const LAYOUT = '00000000-0000-4000-8000-000000000003';
const TAN = '00000000-0000-4000-8000-000000000004';

const choices: ResponseOf<typeof getBankTransferChoices> = {
  payruns: [{ id: RUN, period: '2026-01', status: 'approved', net: '10333.33', currency: 'SGD' }],
  accounts: [{ id: ACCOUNT, bankName: 'UOB', accountNumber: '******7890', currency: 'SGD', isDefault: true }],
  layouts: [{ id: LAYOUT, name: 'Generic CSV', paymentTypes: false }],
};
const checked: BankTransferCheck = {
  problems: [{ employeeId: TAN, employmentNumber: 'E002', name: 'Tan Wei', problem: 'accountDigits', bankName: 'POSB' }],
  otherModes: [{ employeeId: crypto.randomUUID(), employmentNumber: 'E004', name: 'Ravi Kumar', paymentMode: 'cash', amount: '2500.00' }],
  count: 1,
  total: '4000.00',
  currency: 'SGD',
};

function asUserWith(level: 'view' | 'edit') {
  const menu: MenuResponse = {
    ui: [{ name: 'bankTransfer', path: '/payroll/bank-transfer', meta: { order: 1, access: level }, developed: true, onboarding: false }],
    routes: [],
  };
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: menu,
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <BankTransfersPage />
    </SessionContext.Provider>
  );
}

describe('the Bank transfer page', { timeout: 30_000 }, () => {
  it('names each problem by person, lists cash and cheque, and offers the file once the problem is left out', async () => {
    api.on(getBankTransferChoices, choices);
    api.on(checkBankTransfer, checked);
    await renderWithProviders(asUserWith('edit'));
    const problems = await screen.findByRole('region', { name: 'Problems the bank would refuse' });
    expect(within(problems).getByText('Tan Wei')).toBeTruthy();
    expect(within(problems).getByText('Account number has the wrong number of digits for POSB')).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Paid by cash or cheque' });
    expect(within(others).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(others).getByText('Cash')).toBeTruthy();
    const download = screen.getByRole('button', { name: /Download file/ });
    expect(download.hasAttribute('disabled')).toBe(true);
    expect(api.calls(checkBankTransfer)[0]!.body).toMatchObject({
      payrunId: RUN,
      bankAccountId: ACCOUNT,
      layoutId: LAYOUT,
      excludeEmployeeIds: [],
    });

    await act(async () => fireEvent.click(within(problems).getByRole('checkbox', { name: 'Leave Tan Wei out of the file' })));
    await waitFor(() => expect(api.calls(checkBankTransfer).at(-1)!.body).toMatchObject({ excludeEmployeeIds: [TAN] }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Download file/ }).hasAttribute('disabled')).toBe(false));
  });

  it('View Only sees the check but no download and no leave-out', async () => {
    api.on(getBankTransferChoices, choices);
    api.on(checkBankTransfer, checked);
    await renderWithProviders(asUserWith('view'));
    const problems = await screen.findByRole('region', { name: 'Problems the bank would refuse' });
    expect(within(problems).getByRole('checkbox', { name: 'Leave Tan Wei out of the file' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Download file/ })).toBeNull();
  });

  it('starts a layout from the CSV preset and saves it whole', async () => {
    api.on(getBankTransferChoices, { ...choices, payruns: [] });
    api.on(listBankLayouts, { data: [], recordsTotal: 0, recordsFiltered: 0 });
    api.on(createBankLayout, ({ body }) => ({ ...(body as BankLayout), id: LAYOUT, createdAt: 0, updatedAt: 0, version: 1 }));
    await renderWithProviders(asUserWith('edit'));
    await act(async () => fireEvent.click(await screen.findByRole('tab', { name: 'File layouts' })));
    await act(async () => fireEvent.mouseEnter(await screen.findByRole('button', { name: /New from preset/ })));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Generic CSV' })));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).value).toBe('Generic CSV');
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls(createBankLayout)).toHaveLength(1));
    // The client leaves out null fields; the contract reads a missing paymentTypeCodes as null (no FAST/GIRO choice).
    const { paymentTypeCodes: _none, ...preset } = BANK_LAYOUT_PRESETS.csv;
    expect(api.calls(createBankLayout)[0]!.body).toEqual({ ...preset, name: 'Generic CSV' });
  });
});
