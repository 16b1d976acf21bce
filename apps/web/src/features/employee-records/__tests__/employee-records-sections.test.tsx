import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  getEmployeeIdentifications,
  getEmployeeSalaryHistory,
  getEmployeeWorkHours,
  saveEmployeeWorkHours,
  type EmployeeWorkHours,
} from '@tenaga/contracts/modules/employee-records.contracts';
import { listNationalities } from '@tenaga/contracts/modules/countries.contracts';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import IdentificationsSection from '../components/identifications-section.tsx';
import SalaryHistorySection from '../components/salary-history-section.tsx';
import WorkHoursSection from '../components/work-hours-section.tsx';

const api = setupFakeApi();
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const ENTRY = '5f8c2b1a-9d3e-4c7b-8a6f-1e2d3c4b5a69';

function withSession(children: React.ReactNode) {
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
}

const HOURS: EmployeeWorkHours = {
  level: 'edit',
  current: { id: ENTRY, version: 1, effectiveFrom: '2024-01-02', hoursPerDay: '8.00', daysPerWeek: '5.5', hoursPerWeek: '44.00', note: '' },
  entries: [
    { id: ENTRY, version: 1, effectiveFrom: '2024-01-02', hoursPerDay: '8.00', daysPerWeek: '5.5', hoursPerWeek: '44.00', note: '' },
  ],
};

describe('the employee records sections of the profile', { timeout: 60_000 }, () => {
  it('shows the work hours in force and sets new hours from a date, leaving the week to be worked out', async () => {
    api.on(getMenuFieldLevels, { employee: { workHours: 'edit' } });
    api.on(getEmployeeWorkHours, HOURS);
    api.on(saveEmployeeWorkHours, ({ body }) => ({
      ...HOURS.entries[0]!,
      id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      effectiveFrom: (body as { effectiveFrom: string }).effectiveFrom,
    }));
    await renderWithProviders(withSession(<WorkHoursSection employeeId={EMPLOYEE} />), { region: { dateFormat: 'YYYY-MM-DD' } });
    expect(await screen.findAllByText('44.00', undefined, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.getByText('In force today')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set hours from a date' })));
    const dialog = await screen.findByRole('dialog');
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    await act(async () => {
      fireEvent.focus(from);
      fireEvent.mouseDown(from);
      fireEvent.click(from);
    });
    await act(async () => fireEvent.change(from, { target: { value: '2026-05-01' } }));
    await act(async () => fireEvent.keyDown(from, { key: 'Enter' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls(saveEmployeeWorkHours)).toHaveLength(1), { timeout: 10_000 });
    const [call] = api.calls(saveEmployeeWorkHours);
    expect(call?.body).toMatchObject({ employeeId: EMPLOYEE, effectiveFrom: '2026-05-01', hoursPerDay: '8', daysPerWeek: '5' });
    expect((call?.body as { hoursPerWeek?: unknown }).hoursPerWeek ?? null).toBeNull();
  });

  it('shows the identification documents with their expiry, and offers no changes to a reader', async () => {
    api.on(getMenuFieldLevels, { employee: { identifications: 'view' } });
    api.on(listNationalities, [{ value: 'IN', label: 'India' }]);
    api.on(getEmployeeIdentifications, {
      level: 'view',
      types: [{ id: 'PASSPORT', category: 'passport', example: 'X12345678', anyCountry: true }],
      documents: [
        {
          id: ENTRY,
          version: 1,
          documentType: 'PASSPORT',
          category: 'passport',
          number: '*****5678',
          country: 'IN',
          issueDate: null,
          expiryDate: '2026-12-01',
          note: '',
          status: 'expiring',
        },
      ],
    });
    await renderWithProviders(withSession(<IdentificationsSection employeeId={EMPLOYEE} />));
    expect(await screen.findByText('*****5678', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('India')).toBeTruthy();
    expect(screen.getByText('Expires soon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add document' })).toBeNull();
  });

  it('does not show or ask for the salary history where the salary itself is hidden', async () => {
    api.on(getMenuFieldLevels, { employee: { salaryHistory: 'view', salary: 'none' } });
    const { container } = await renderWithProviders(withSession(<SalaryHistorySection employeeId={EMPLOYEE} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('');
    expect(api.calls(getEmployeeSalaryHistory)).toEqual([]);
  });
});
