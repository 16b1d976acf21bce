import { expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getEmployeeAuditTrail, type AuditEntry } from '@tenaga/contracts/modules/audit.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { EmployeeHistory } from '../components/employee-history.tsx';

const EMPLOYEE_ID = '7d1f0a52-0c1e-4c1a-9d7e-2f4a1b3c5d6e';

const ENTRY: AuditEntry = {
  id: '0b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10',
  at: Date.parse('2026-04-01T01:30:00Z'),
  actor: { id: '1b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10', name: 'Ben Tan' },
  impersonator: { id: '2b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10', name: 'Ava Lim' },
  module: 'users',
  entity: 'user',
  entityId: '3b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10',
  action: 'update',
  before: { email: 'ben@old.example', roleId: '4b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10' },
  after: { email: 'ben@new.example', roleId: '5b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10' },
  ip: '127.0.0.1',
  subject: 'Ben Tan',
  summary: 'Ben Tan changed user Ben Tan',
  changes: [
    {
      field: 'Email',
      kind: 'changed',
      before: 'ben@old.example',
      after: 'ben@new.example',
      text: 'Email changed from ben@old.example to ben@new.example',
    },
    { field: 'Role', kind: 'changed', before: 'Clerks', after: 'Managers', text: 'Role changed from Clerks to Managers' },
    { field: 'Phone numbers', kind: 'added', before: null, after: '+6591234567', text: 'Phone numbers: added +6591234567' },
  ],
};

const api = setupFakeApi();

it("shows an employee's history with who acted, and each entry's changes when opened", async () => {
  api.on(getEmployeeAuditTrail, { data: [ENTRY], recordsTotal: 1, recordsFiltered: 1 });
  await renderWithProviders(<EmployeeHistory employeeId={EMPLOYEE_ID} />, {
    region: { timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
  });

  expect(await screen.findByText('01/04/2026 09:30')).toBeTruthy();
  expect(api.calls()[0]).toMatchObject({ route: 'GET /audit-trail/employee', query: { employeeId: EMPLOYEE_ID } });
  expect(screen.getByText('Ben Tan')).toBeTruthy();
  expect(screen.getByText('Ava Lim acting as this user')).toBeTruthy();
  // The entry in words, its first change, and how many more the row holds.
  expect(screen.getByText('Ben Tan changed user Ben Tan')).toBeTruthy();
  expect(screen.getByText('Email changed from ben@old.example to ben@new.example')).toBeTruthy();
  expect(screen.getByText('and 2 more changes')).toBeTruthy();

  await act(async () => fireEvent.click(screen.getByText('Ben Tan changed user Ben Tan')));
  expect(await screen.findByText('ben@old.example', { selector: 'del' })).toBeTruthy();
  expect(screen.getByText('ben@new.example', { selector: 'ins' })).toBeTruthy();
  // Ids are named by the server: the list shows the names, never the ids.
  expect(screen.getByText('Clerks', { selector: 'del' })).toBeTruthy();
  expect(screen.getByText('Managers', { selector: 'ins' })).toBeTruthy();
  expect(screen.getByText('Added')).toBeTruthy();
  expect(screen.getByText('+6591234567', { selector: 'ins' })).toBeTruthy();
  expect(document.body.textContent).not.toContain('4b6b1f6e');
});

it('says when nothing has been recorded yet', async () => {
  api.on(getEmployeeAuditTrail, { data: [], recordsTotal: 0, recordsFiltered: 0 });
  await renderWithProviders(<EmployeeHistory employeeId={EMPLOYEE_ID} />);
  expect(await screen.findByText('No changes recorded for this employee yet.')).toBeTruthy();
});
