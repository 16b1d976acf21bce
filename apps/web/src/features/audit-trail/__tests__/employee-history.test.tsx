import { expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getEmployeeAuditTrail, type AuditEntry } from '@tenaga/contracts';
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
  before: { email: 'ben@old.example' },
  after: { email: 'ben@new.example' },
  ip: '127.0.0.1',
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
  expect(screen.getByText('Changed · User')).toBeTruthy();

  await act(async () => fireEvent.click(screen.getByText('Changed · User')));
  expect(await screen.findByText('ben@old.example', { selector: 'del' })).toBeTruthy();
  expect(screen.getByText('ben@new.example', { selector: 'ins' })).toBeTruthy();
});

it('says when nothing has been recorded yet', async () => {
  api.on(getEmployeeAuditTrail, { data: [], recordsTotal: 0, recordsFiltered: 0 });
  await renderWithProviders(<EmployeeHistory employeeId={EMPLOYEE_ID} />);
  expect(await screen.findByText('No changes recorded for this employee yet.')).toBeTruthy();
});
