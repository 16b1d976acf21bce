import { expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getUserSelection } from '@tenaga/contracts/modules/users.contracts';
import { listAuditActions } from '@tenaga/contracts/modules/audit.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, setupFakeApi } from '../../../test/fake-api.ts';
import { AuditFilters, EMPTY_AUDIT_FILTER } from '../components/audit-filters.tsx';

const api = setupFakeApi();

it('offers the user filter to a role that may list users, and filters by record and by the actions in use', async () => {
  api.on(getUserSelection, [{ id: 'u1', text: 'Ava Lim (admin)' }]);
  api.on(listAuditActions, [{ value: 'update-job', label: 'Changed job details' }]);
  const onChange = vi.fn();
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={onChange} />);
  await waitFor(() =>
    expect(api.calls().map((call) => call.route)).toEqual(expect.arrayContaining(['GET /users/selection', 'GET /audit-trail/actions'])),
  );
  expect(screen.getByRole('combobox', { name: 'Users' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Actions' })).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Record' }), { target: { value: 'Budi' } });
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_AUDIT_FILTER, record: 'Budi' });
  expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
});

it('leaves the user filter out, without an error, for a role without the users menu', async () => {
  api.on(listAuditActions, []);
  api.on(getUserSelection, apiError(403, { message: ['You do not have access to this.'], code: 'FORBIDDEN' }));
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={() => {}} />);
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.queryByText('You do not have access to this.')).toBeNull();
});
