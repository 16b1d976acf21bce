import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MenuResponse } from '@tenaga/contracts/menu';
import {
  getEmployeeKets,
  issueEmployeeKets,
  type EmployeeKets,
  type KetsField,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import KetsSection from '../components/kets-section.tsx';

const api = setupFakeApi();
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';

const field = (key: string, section: string, value: string | null, source: KetsField['source'], missing = false): KetsField => ({
  key,
  section,
  value,
  source,
  missing,
});
const FIELDS: KetsField[] = [
  field('companyName', 'A', 'Tenaga Demo Pte. Ltd.', 'company'),
  field('jobTitle', 'A', 'Accountant', 'record'),
  field('employmentDuration', 'A', '2026-03-02|2027-03-01', 'contract'),
  field('restDay', 'B', 'sunday', 'setting'),
  field('basicSalary', 'C', 'SGD|3500.00', 'record'),
  field('annualLeave', 'D', '14', 'setting'),
  field('noticePeriod', 'E', '1|month', 'contract'),
];

function kets(missing: readonly string[]): EmployeeKets {
  const fields = FIELDS.map((item) => (missing.includes(item.key) ? { ...item, value: null, missing: true } : item));
  return { level: 'edit', form: 'SG', required: true, dueDate: null, fields, missing: [...missing], issues: [] };
}

function asHr() {
  const menu: MenuResponse = {
    ui: [{ name: 'ketsSetting', path: '/settings/kets', meta: { order: 1, access: 'edit' }, developed: true, onboarding: false }],
    routes: [{ name: 'ketsSetting', path: '/settings/kets' }],
  } as MenuResponse;
  const session = {
    me: { regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' } },
    mainMenu: { ui: [], routes: [] },
    settingMenu: menu,
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <KetsSection employeeId={EMPLOYEE} />
      </SessionContext.Provider>
    </MemoryRouter>
  );
}

describe('the KETs section of the profile', { timeout: 30_000 }, () => {
  it('shows each item as it will print, and while items are missing keeps Issue disabled, saying why and where to fill them in', async () => {
    api.on(getMenuFieldLevels, { employee: { kets: 'edit' } });
    api.on(getEmployeeKets, kets(['jobTitle', 'restDay', 'annualLeave']));
    await renderWithProviders(asHr());
    const issue = await screen.findByRole('button', { name: 'Issue KETs' });
    expect((issue as HTMLButtonElement).disabled).toBe(true);
    expect(issue.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(issue.getAttribute('aria-describedby')!)?.textContent).toBe(
      '3 items are missing: fill them in before issuing.',
    );
    const missing = screen.getByRole('region', { name: 'To fill in before they can be issued' });
    expect(within(missing).getByRole('link', { name: 'Fill in: Key employment terms' }).getAttribute('href')).toBe('/settings/kets');
    expect(within(missing).getByRole('link', { name: 'Fill in: Job' }).getAttribute('href')).toBe('#jobDetail');
    expect(within(missing).getByText('Rest day, Annual leave (per year)')).toBeTruthy();
    // Values as they print: a period of dates, an exact amount with its currency, a length.
    expect(screen.getByText('02/03/2026 to 01/03/2027')).toBeTruthy();
    expect(screen.getByText('SGD 3,500.00')).toBeTruthy();
    expect(screen.getByText('1 month')).toBeTruthy();
    expect(screen.getAllByText('Missing')).toHaveLength(3);
    expect(api.calls(issueEmployeeKets)).toEqual([]);
  });

  it('issues the terms once nothing is missing, in English only unless a second language is chosen', async () => {
    api.on(getMenuFieldLevels, { employee: { kets: 'edit' } });
    api.on(getEmployeeKets, kets([]));
    api.on(issueEmployeeKets, ({ body }) => ({
      id: '5f8c2b1a-9d3e-4c7b-8a6f-1e2d3c4b5a69',
      number: 1,
      issueDate: (body as { issueDate: string }).issueDate,
      languages: ['en' as const],
      issuedBy: 'Hana Lim',
      issuedAt: 1_764_201_600_000,
    }));
    await renderWithProviders(asHr());
    expect(await screen.findByText('Every item the template asks for is filled in.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Issue KETs' })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Issue KETs' })));
    expect(await screen.findByText('KETs issued (version 1)')).toBeTruthy();
    const [call] = api.calls(issueEmployeeKets);
    expect(call?.body).toMatchObject({ employeeId: EMPLOYEE, issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((call?.body as { language?: unknown }).language ?? null).toBeNull();
  });

  it('is not shown to a role that may not see the terms, and does not ask for them', async () => {
    api.on(getMenuFieldLevels, { employee: { kets: 'none' } });
    const { container } = await renderWithProviders(asHr());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('');
    expect(api.calls(getEmployeeKets)).toEqual([]);
  });
});
