import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuditFilters, EMPTY_AUDIT_FILTER } from '../components/audit-filters.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('offers the user filter to a role that may list users', async () => {
  fetchMock.mockResolvedValue(json(200, { data: [{ id: 'u1', text: 'Ava Lim (admin)' }] }));
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={() => {}} />);
  await waitFor(() => expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v2/users/selection'));
  expect(screen.getByRole('combobox', { name: 'Users' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
});

it('leaves the user filter out, without an error, for a role without the users menu', async () => {
  fetchMock.mockResolvedValue(json(403, { message: ['You do not have access to this.'], code: 'FORBIDDEN' }));
  await renderWithProviders(<AuditFilters value={EMPTY_AUDIT_FILTER} onChange={() => {}} />);
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Modules' })).toBeTruthy();
  expect(screen.queryByText('You do not have access to this.')).toBeNull();
});
