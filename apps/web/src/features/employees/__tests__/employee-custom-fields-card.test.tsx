import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  CUSTOM_FIELD_TYPES as T,
  getEmployeeCustomValues,
  getEmployeeStandardCustomValues,
  type CustomField,
  type CustomFieldValues,
} from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import { EmployeeCustomFields } from '../components/profile/employee-custom-fields.tsx';

const EMPLOYEE_ID = '5b0c6a52-8a7e-4b9c-9d57-3c1a3e0f8b21';
const api = setupFakeApi();

/** Signed in with Settings › Custom field to manage (the empty card points there). */
const SESSION = {
  me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
  mainMenu: { ui: [], routes: [] },
  settingMenu: {
    ui: [{ name: 'customField', path: '/settings/custom-field', meta: { order: 8, access: 'edit' }, developed: true, onboarding: false }],
    routes: [],
  },
} as unknown as AuthenticatedSession;

const field = (location: CustomField['location'], label: string): CustomField => ({
  id: crypto.randomUUID(),
  location,
  type: T.singleLineText,
  label,
  propertyName: label.toLowerCase().replace(/\s+/g, ''),
  options: [],
  required: false,
  active: true,
  order: 1,
  updatedAt: 0,
  version: 1,
});

const values = (location: CustomFieldValues['location'], fields: CustomField[]): CustomFieldValues => ({
  location,
  recordId: EMPLOYEE_ID,
  version: 1,
  editable: true,
  fields,
  others: [],
});

const profile = () => (
  <MemoryRouter>
    <SessionContext.Provider value={SESSION}>
      <EmployeeCustomFields employeeId={EMPLOYEE_ID} />
    </SessionContext.Provider>
  </MemoryRouter>
);

describe('the profile’s custom fields', { timeout: 30_000 }, () => {
  it('is one card when only the profile has fields, without a second card saying there are none', async () => {
    api.on(getEmployeeStandardCustomValues, values('employeeStandard', []));
    api.on(getEmployeeCustomValues, values('employee', [field('employee', 'Shoe size')]));
    await renderWithProviders(profile());
    expect(await screen.findByText('Shoe size')).toBeTruthy();
    expect(screen.getAllByText('Custom fields')).toHaveLength(1);
    expect(screen.queryByText(/No custom fields here yet/)).toBeNull();
  });

  it('is one card with a part per location, each edited on its own, when both have fields', async () => {
    api.on(getEmployeeStandardCustomValues, values('employeeStandard', [field('employeeStandard', 'Locker')]));
    api.on(getEmployeeCustomValues, values('employee', [field('employee', 'Shoe size')]));
    await renderWithProviders(profile());
    expect(await screen.findByText('Locker')).toBeTruthy();
    expect(await screen.findByText('Shoe size')).toBeTruthy();
    expect(screen.getAllByText('Custom fields')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Employee form' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Employee profile' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Edit custom fields/ })).toHaveLength(2);
  });

  it('points to Settings once, where neither has fields', async () => {
    api.on(getEmployeeStandardCustomValues, values('employeeStandard', []));
    api.on(getEmployeeCustomValues, values('employee', []));
    await renderWithProviders(profile());
    expect(await screen.findByText(/No custom fields here yet/)).toBeTruthy();
    expect(screen.getAllByText(/No custom fields here yet/)).toHaveLength(1);
  });
});
