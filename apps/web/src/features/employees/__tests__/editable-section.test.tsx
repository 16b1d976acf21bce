import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { getCompanyPreference, getCompanyRegions } from '@tenaga/contracts/modules/companies.contracts';
import {
  getCountryReference,
  listCountryBanks,
  listCountryIdentificationTypes,
  listCountryPassTypes,
  listCountryRaces,
  listNationalities,
} from '@tenaga/contracts/modules/countries.contracts';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { getEmployeeJob, getEmployeePersonal, updateEmployeePersonal } from '@tenaga/contracts/modules/employees/profile';
import { getSiteOptions, ORGANISATION_LIST_ROUTES } from '@tenaga/contracts/modules/organisation.contracts';
import type { RegionLanguage } from '@tenaga/contracts/region';
import type { ResponseOf } from '@tenaga/contracts/route';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, setupFakeApi, type FakeAnswer } from '../../../test/fake-api.ts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { EditableSection } from '../components/profile/editable-section.tsx';

const EMPLOYEE_ID = '6f1d2c3b-4a59-4b8f-9b7e-0a2b7b2e7d38';
const api = setupFakeApi();
const region: RegionLanguage = {
  language: 'en',
  timezone: 'Asia/Singapore',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  currency: 'SGD',
};

const PREFERENCE = {
  ICNumberMasking: true,
  leaveRequest: { editableApprovedLeave: false, showOnCalendar: false, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
  bankChangeApproval: false,
};

/** The personal section as the server reads it for an HR user whose role hides the email and locks the identification. */
const personal: ResponseOf<typeof getEmployeePersonal> = {
  version: 3,
  values: {
    identificationType: 'SG_NRIC',
    identificationNumber: 'S1234567D',
    firstName: 'Nur',
    lastName: 'Aisyah',
    city: 'Singapore',
    phones: [],
  },
  levels: {
    identificationType: 'view',
    identificationNumber: 'view',
    firstName: 'edit',
    lastName: 'edit',
    city: 'edit',
    phones: 'edit',
    email: 'none',
  },
};

/** The lists the record's fields choose from (none of them holds anything here but the country's lists). */
function lists() {
  api.on(getCompanyRegions, region);
  api.on(getCountryReference, { religions: [], relationships: [], maritalStatuses: [], genders: [], paymentModes: [] });
  for (const contract of [listCountryIdentificationTypes, listNationalities, listCountryRaces, listCountryPassTypes, listCountryBanks])
    api.on(contract, []);
  for (const list of Object.values(ORGANISATION_LIST_ROUTES)) api.on(list.options, []);
  api.on(getSiteOptions, []);
  api.on(listEmployeeOptions, []);
}

/** The server: the section, the lists the fields choose from, and the save (`save` answers it). */
function server(save: FakeAnswer<typeof updateEmployeePersonal>) {
  lists();
  api.on(updateEmployeePersonal, save);
  api.on(getEmployeePersonal, personal);
  api.on(getCompanyPreference, PREFERENCE);
  // Later than the section: the section waits for the names of its choices.
  api.on(
    listCountryIdentificationTypes,
    () =>
      new Promise((resolve) => setTimeout(() => resolve([{ value: 'SG_NRIC', label: 'NRIC', country: 'SG', example: 'S1234567D' }]), 600)),
  );
}

function asHr() {
  const main: MenuResponse = {
    ui: [
      {
        name: 'employee',
        meta: { order: 2 },
        developed: true,
        onboarding: false,
        children: [{ name: 'employeeList', path: '/employees', meta: { order: 1, access: 'edit' }, developed: true, onboarding: false }],
      },
    ],
    routes: [],
  };
  const session = {
    me: { regionLanguage: region, companyData: { countryCode: 'SG' }, userInfo: { employeeID: null } },
    mainMenu: main,
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <SessionContext.Provider value={session}>
      <EditableSection employeeId={EMPLOYEE_ID} section="personal" />
    </SessionContext.Provider>
  );
}

const saves = () => api.calls(updateEmployeePersonal).map((call) => call.body);

describe('a profile section', { timeout: 30_000 }, () => {
  it('reads as text, choices by their names (never a code, not even while the lists load), masked, without the fields the role hides', async () => {
    server({ version: 4 });
    await renderWithProviders(asHr());
    expect(await screen.findByText('Nur', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('NRIC')).toBeTruthy();
    expect(screen.queryByText('SG_NRIC')).toBeNull();
    expect(screen.getByText('*****567D')).toBeTruthy();
    expect(screen.queryByText('Email')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edits what the role may change, keeps the rest read-only, and saves only what changed against the version read', async () => {
    server({ version: 4 });
    await renderWithProviders(asHr());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Personal' }, { timeout: 10_000 })));
    expect((screen.getByLabelText('Identification number') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(false);
    await act(async () => fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Johor Bahru' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(saves()).toEqual([{ id: EMPLOYEE_ID, version: 3, city: 'Johor Bahru' }]));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });

  it('says so when someone else saved the record first, and keeps the form open', async () => {
    const conflict = 'Someone else changed this record after you opened it. Reload to see their changes, then try again.';
    server(apiError(409, { message: [conflict], code: 'VERSION_CONFLICT' }));
    await renderWithProviders(asHr());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Personal' }, { timeout: 10_000 })));
    await act(async () => fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nurul' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('puts the server’s field errors on the fields, a phone list’s on the list', async () => {
    server(
      apiError(400, {
        message: ['Form validation was failed.'],
        code: 'VALIDATION_FAILED',
        errors: { 'phones.0': 'Must be a valid phone number.', lastName: 'Must be at most 80 characters.' },
      }),
    );
    await renderWithProviders(asHr());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Personal' }, { timeout: 10_000 })));
    await act(async () => fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Binti Ahmad' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Must be at most 80 characters.')).toBeTruthy();
    expect(screen.getByText('Must be a valid phone number.')).toBeTruthy();
  });
});

describe('the job section', { timeout: 30_000 }, () => {
  const MANAGER_ID = '1c0b7a52-93d4-4f1e-8b0e-5a8c1f2d3e4b';
  /** An employee on My profile: their role has no employee list, so nothing to look the manager's id up in. */
  function ownProfile() {
    lists();
    api.on(getCompanyPreference, PREFERENCE);
    api.on(getEmployeeJob, {
      version: 2,
      values: { employmentNumber: 'E-7', managerId: MANAGER_ID },
      levels: { employmentNumber: 'view', managerId: 'edit' },
      manager: { id: MANAGER_ID, text: '(M-0042) Farid Osman' },
    });
    const session = {
      me: { regionLanguage: region, companyData: { countryCode: 'SG' }, userInfo: { employeeID: EMPLOYEE_ID } },
      mainMenu: { ui: [], routes: [] },
      settingMenu: { ui: [], routes: [] },
    } as unknown as AuthenticatedSession;
    return (
      <SessionContext.Provider value={session}>
        <EditableSection employeeId={EMPLOYEE_ID} section="job" />
      </SessionContext.Provider>
    );
  }

  it('names the manager as the section read names them, and editing shows the name in the select', async () => {
    await renderWithProviders(ownProfile());
    expect(await screen.findByText('(M-0042) Farid Osman')).toBeTruthy();
    expect(screen.queryByText(MANAGER_ID)).toBeNull();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Edit Job' })));
    expect(screen.getByTitle('(M-0042) Farid Osman')).toBeTruthy();
    expect(screen.queryByText(MANAGER_ID)).toBeNull();
    expect(api.calls(listEmployeeOptions)).toEqual([]);
  });
});
