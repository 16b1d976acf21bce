import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getUserSelection } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, setupFakeApi } from '../../../test/fake-api.ts';
import { AuditFilters, EMPTY_AUDIT_FILTER } from '../components/audit-filters.tsx';

const api = setupFakeApi();

it('offers the user filter to a role that may list users', async () => {
  api.on(getUserSelection, [{ id: 'u1', text: 'Ava Lim (admin)' }]);
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={() => {}} />);
  await waitFor(() => expect(String(api.fetch.mock.calls[0]?.[0])).toBe('/api/v2/users/selection'));
  expect(screen.getByRole('combobox', { name: 'Users' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
});

it('leaves the user filter out, without an error, for a role without the users menu', async () => {
  api.on(getUserSelection, apiError(403, { message: ['You do not have access to this.'], code: 'FORBIDDEN' }));
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={() => {}} />);
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.queryByText('You do not have access to this.')).toBeNull();
});
