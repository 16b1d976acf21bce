import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCompanyPreference, getCompanyRegions } from '@tenaga/contracts/modules/companies.contracts';
import {
  getCountryReference,
  listCountryBanks,
  listCountryIdentificationTypes,
  listCountryPassTypes,
  listCountryRaces,
  listNationalities,
} from '@tenaga/contracts/modules/countries.contracts';
import { getEmployeeBankChange, withdrawEmployeeBankChange } from '@tenaga/contracts/modules/employees/bank-change';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { getEmployeePayment, updateEmployeePayment } from '@tenaga/contracts/modules/employees/profile';
import { getSiteOptions, ORGANISATION_LIST_ROUTES } from '@tenaga/contracts/modules/organisation.contracts';
import type { RegionLanguage } from '@tenaga/contracts/region';
import type { ResponseOf } from '@tenaga/contracts/route';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { EditableSection } from '../components/profile/editable-section.tsx';

const EMPLOYEE_ID = '6f1d2c3b-4a59-4b8f-9b7e-0a2b7b2e7d38';
const REQUEST_ID = '2b7c9d1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const api = setupFakeApi();
const region: RegionLanguage = {
  language: 'en',
  timezone: 'Asia/Singapore',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  currency: 'SGD',
};
const BANKS = [
  { value: 'SG_DBS', label: 'DBS Bank', swift: 'DBSSSGSG', accountDigits: [10] },
  { value: 'SG_OCBC', label: 'OCBC Bank', swift: 'OCBCSGSG', accountDigits: [10, 12] },
];

/** The employee's own payment section: they may change their bank account, not their pay. */
const payment: ResponseOf<typeof getEmployeePayment> = {
  version: 5,
  values: { paymentModeId: 1, bankCode: 'SG_DBS', accountName: 'Siti Aminah', accountNumber: '0123456789', salary: '4500.00' },
  levels: {
    paymentModeId: 'view',
    salary: 'view',
    bankCode: 'edit',
    accountName: 'edit',
    accountNumber: 'edit',
    contributionRateType: 'view',
  },
};

const waiting: ResponseOf<typeof getEmployeeBankChange> = {
  pending: {
    id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    bankCode: 'SG_OCBC',
    accountName: 'Siti Aminah',
    accountNumber: '******5678',
    requestedAt: Date.UTC(2026, 10, 20, 2, 30),
    approvalRequestId: REQUEST_ID,
    canWithdraw: true,
  },
  rejected: null,
};

function server(options: { approval: boolean; pending: ResponseOf<typeof getEmployeeBankChange> }) {
  api.on(getCompanyRegions, region);
  api.on(getCountryReference, {
    religions: [],
    relationships: [],
    maritalStatuses: [],
    genders: [],
    paymentModes: [{ value: 1, label: 'Bank transfer' }],
  });
  for (const contract of [listCountryIdentificationTypes, listNationalities, listCountryRaces, listCountryPassTypes]) api.on(contract, []);
  api.on(listCountryBanks, BANKS);
  for (const list of Object.values(ORGANISATION_LIST_ROUTES)) api.on(list.options, []);
  api.on(getSiteOptions, []);
  api.on(listEmployeeOptions, []);
  api.on(getCompanyPreference, {
    ICNumberMasking: true,
    leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
    bankChangeApproval: options.approval,
  });
  api.on(getEmployeePayment, payment);
  api.on(getEmployeeBankChange, options.pending);
}

function ownPayment() {
  const session = {
    me: { regionLanguage: region, companyData: { countryCode: 'SG' }, userInfo: { employeeID: EMPLOYEE_ID } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <EditableSection employeeId={EMPLOYEE_ID} section="payment" />
    </SessionContext.Provider>
  );
}

describe('one’s own bank account change waiting for approval', { timeout: 30_000 }, () => {
  it('shows what was asked for, the account number masked, beside the account that still applies', async () => {
    server({ approval: true, pending: waiting });
    await renderWithProviders(ownPayment());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Bank account change waiting for approval');
    expect(alert.textContent).toContain('OCBC Bank');
    expect(alert.textContent).toContain('******5678');
    expect(alert.textContent).not.toContain('SG_OCBC');
    expect(screen.getByText('0123456789')).toBeTruthy();
  });

  it('once rejected, says so with the reason, the account number still masked', async () => {
    server({
      approval: true,
      pending: {
        pending: null,
        rejected: {
          id: waiting.pending!.id,
          bankCode: 'SG_OCBC',
          accountName: 'Siti Aminah',
          accountNumber: '******5678',
          decidedAt: Date.UTC(2026, 10, 21, 3, 0),
          reason: 'Please bring a bank statement.',
        },
      },
    });
    await renderWithProviders(ownPayment());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Bank account change rejected');
    expect(alert.textContent).toContain('Reason: Please bring a bank statement.');
    expect(alert.textContent).toContain('******5678');
    expect(screen.queryByRole('button', { name: 'Withdraw the change' })).toBeNull();
  });

  it('is withdrawn after a confirmation', async () => {
    server({ approval: true, pending: waiting });
    api.on(withdrawEmployeeBankChange, () => {
      api.on(getEmployeeBankChange, { pending: null, rejected: null });
      return { ok: true };
    });
    await renderWithProviders(ownPayment());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the change' }, { timeout: 10_000 })));
    expect(api.calls(withdrawEmployeeBankChange)).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the change' })));
    await waitFor(() => expect(api.calls(withdrawEmployeeBankChange).map((call) => call.params)).toEqual([{ id: EMPLOYEE_ID }]));
    expect(await screen.findByText('The bank account change was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bank account change waiting for approval')).toBeNull());
  });

  it('says before saving that a new account goes for approval, and after saving that it was sent', async () => {
    server({ approval: true, pending: { pending: null, rejected: null } });
    api.on(updateEmployeePayment, { version: 5, bankChangePending: true });
    await renderWithProviders(ownPayment());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Payment' }, { timeout: 10_000 })));
    expect(screen.getByText(/A new bank account goes for approval first/)).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0987654321' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(api.calls(updateEmployeePayment).map((call) => call.body)).toEqual([
        { id: EMPLOYEE_ID, version: 5, accountNumber: '0987654321' },
      ]),
    );
    expect(await screen.findByText('Your changes have been saved. The new bank account was sent for approval.')).toBeTruthy();
  });

  it('says HR is told instead when the company applies changes at once', async () => {
    server({ approval: false, pending: { pending: null, rejected: null } });
    await renderWithProviders(ownPayment());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Payment' }, { timeout: 10_000 })));
    expect(screen.getByText(/HR is told so that they can check it/)).toBeTruthy();
    expect(screen.queryByText(/goes for approval/)).toBeNull();
  });
});
