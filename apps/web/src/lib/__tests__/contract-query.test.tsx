import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getMe, verifyPasswordReset } from '@tenaga/contracts/modules/auth.contracts';
import { getCompanyPreference, updateCompanyPreference, type CompanyPreference } from '@tenaga/contracts/modules/companies.contracts';
import { getCountryReference } from '@tenaga/contracts/modules/countries.contracts';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { countEmployees } from '@tenaga/contracts/modules/employees/list';
import { importEmployees } from '@tenaga/contracts/modules/imports.contracts';
import { listNotifications } from '@tenaga/contracts/modules/notifications.contracts';
import { getRoleOptions, getUserStatus, setUserPassword } from '@tenaga/contracts/modules/users.contracts';
import { newTestQueryClient } from '../../test/render.tsx';
import { apiError, setupFakeApi } from '../../test/fake-api.ts';
import { contractCache } from '../contract-cache.ts';
import { contractKey } from '../contract-key.ts';
import { contractInfiniteQuery, contractQuery, useContractQuery } from '../contract-query.ts';
import { useContractMutation } from '../contract-mutation.ts';

const api = setupFakeApi();

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const STATUS = { total: 3, active: 2, inactive: 1 };
const ROLES = [{ id: 'r1', text: 'Employee', locked: false }];
const COUNTS = { active: 4, archived: 1 };
const PREFERENCE: CompanyPreference = {
  ICNumberMasking: true,
  leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
  bankChangeApproval: false,
};

function withClient(queryClient: QueryClient) {
  return ({ children }: { readonly children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('contract query keys', () => {
  it('name the account, the route and the request, however the call was written', () => {
    expect(contractKey(getUserStatus)).toEqual(['session', null, 'GET /users/status']);
    expect(contractKey(listEmployeeOptions, { query: {} })).toEqual(contractKey(listEmployeeOptions));
    expect(contractKey(listNotifications, { query: { limit: 8, before: undefined } })).toEqual([
      'session',
      null,
      'GET /notifications',
      { query: { limit: '8' } },
    ]);
    expect(contractKey(getUserStatus, undefined, { userKey: 'demo/ann' })).toEqual(['session', 'demo/ann', 'GET /users/status']);
  });

  it('keep public routes apart from any account, and answers in a language under that language', () => {
    expect(contractKey(verifyPasswordReset, { query: { token: 't' } })).toEqual([
      'public',
      'GET /auth/password-reset/verify',
      { query: { token: 't' } },
    ]);
    expect(contractKey(getCountryReference, { params: { code: 'SG' } })).toEqual([
      'session',
      null,
      'GET /countries/:code/reference',
      { params: { code: 'SG' }, language: 'en' },
    ]);
  });

  it('are the same for the query options, so every page asking the same shares one entry', () => {
    expect(contractQuery(getUserStatus).queryKey).toEqual(contractKey(getUserStatus));
    // Pages of a list are kept apart from a single read of the same request.
    const pages = contractInfiniteQuery(listNotifications, {
      input: { query: { limit: 20 } },
      pageInput: (before?: number) => ({ query: { limit: 20, ...(before ? { before } : {}) } }),
      nextCursor: () => undefined,
    });
    expect(pages.queryKey).toEqual([...contractKey(listNotifications, { query: { limit: 20 } }), 'pages']);
  });
});

describe('a contract mutation', () => {
  /** Shows the users' status, the role options and the employee counts, as pages would. */
  function showing(queryClient: QueryClient) {
    api.on(getUserStatus, STATUS);
    api.on(getRoleOptions, ROLES);
    api.on(countEmployees, COUNTS);
    return renderHook(
      () => ({
        status: useContractQuery(getUserStatus),
        roles: useContractQuery(getRoleOptions),
        counts: useContractQuery(countEmployees),
      }),
      { wrapper: withClient(queryClient) },
    );
  }
  const reads = (contract: Parameters<typeof api.calls>[0]) => api.calls(contract).length;

  it('refreshes, once it succeeded, the queries that read what its contract changes, and nothing else', async () => {
    const queryClient = newTestQueryClient();
    const shown = showing(queryClient);
    await waitFor(() => expect(shown.result.current.counts.data).toEqual(COUNTS));
    api.on(setUserPassword, { ok: true });
    const mutation = renderHook(
      () => useContractMutation(setUserPassword, { input: (id: string) => ({ params: { id }, body: { password: 'a-new-secret' } }) }),
      { wrapper: withClient(queryClient) },
    );

    await mutation.result.current.mutateAsync(USER_ID);
    // mutateAsync resolves once what is shown has been read again.
    expect(reads(getUserStatus)).toBe(2);
    expect(reads(getRoleOptions)).toBe(1);
    expect(reads(countEmployees)).toBe(1);
  });

  it('refreshes nothing when the call fails', async () => {
    const queryClient = newTestQueryClient();
    const shown = showing(queryClient);
    await waitFor(() => expect(shown.result.current.status.data).toEqual(STATUS));
    api.on(setUserPassword, apiError(409, { message: ['changed'], code: 'VERSION_CONFLICT' }));
    const mutation = renderHook(
      () => useContractMutation(setUserPassword, { input: (id: string) => ({ params: { id }, body: { password: 'a-new-secret' } }) }),
      { wrapper: withClient(queryClient) },
    );
    await expect(mutation.result.current.mutateAsync(USER_ID)).rejects.toThrow('changed');
    expect(reads(getUserStatus)).toBe(1);
  });

  it('leaves another account’s queries alone', async () => {
    const queryClient = newTestQueryClient();
    contractCache(queryClient, { userKey: 'demo/other' }).set(getUserStatus, undefined, STATUS);
    api.on(setUserPassword, { ok: true });
    const mutation = renderHook(
      () => useContractMutation(setUserPassword, { input: (id: string) => ({ params: { id }, body: { password: 'a-new-secret' } }) }),
      { wrapper: withClient(queryClient) },
    );
    await mutation.result.current.mutateAsync(USER_ID);
    expect(queryClient.getQueryState(contractKey(getUserStatus, undefined, { userKey: 'demo/other' }))?.isInvalidated).toBe(false);
  });

  it('keeps an answer it wrote as it is, and refreshes the rest of what it changes (another module’s data too)', async () => {
    const queryClient = newTestQueryClient();
    api.on(getCompanyPreference, PREFERENCE);
    api.on(countEmployees, COUNTS);
    const shown = renderHook(() => ({ preference: useContractQuery(getCompanyPreference), counts: useContractQuery(countEmployees) }), {
      wrapper: withClient(queryClient),
    });
    await waitFor(() => expect(shown.result.current.counts.data).toEqual(COUNTS));
    const saved = { ...PREFERENCE, ICNumberMasking: false };
    api.on(updateCompanyPreference, saved);
    const mutation = renderHook(
      () =>
        useContractMutation(updateCompanyPreference, {
          input: (body: CompanyPreference) => ({ body }),
          onSuccess: (answer, _, cache) => cache.set(getCompanyPreference, undefined, answer),
        }),
      { wrapper: withClient(queryClient) },
    );

    await mutation.result.current.mutateAsync(saved);
    expect(api.calls(getCompanyPreference)).toHaveLength(1);
    await waitFor(() => expect(shown.result.current.preference.data).toEqual(saved));
    // Masking is part of how employee records read: what reads employees is read again.
    expect(api.calls(countEmployees)).toHaveLength(2);
  });

  it('that queues a job refreshes nothing when the job is queued: whoever follows the job refreshes at its end', async () => {
    const queryClient = newTestQueryClient();
    api.on(countEmployees, COUNTS);
    const shown = renderHook(() => useContractQuery(countEmployees), { wrapper: withClient(queryClient) });
    await waitFor(() => expect(shown.result.current.data).toEqual(COUNTS));
    api.on(importEmployees, { jobId: USER_ID });
    const mutation = renderHook(
      () => useContractMutation(importEmployees, { input: (_: void) => ({ body: { fileName: 'a.csv', content: 'YQ==' } }) }),
      {
        wrapper: withClient(queryClient),
      },
    );
    await mutation.result.current.mutateAsync(undefined);
    expect(api.calls(countEmployees)).toHaveLength(1);

    await contractCache(queryClient).refreshAfter([importEmployees]);
    expect(api.calls(countEmployees)).toHaveLength(2);
  });
});

describe('the contract cache', () => {
  it('reads, writes and forgets an answer by contract and input', () => {
    const queryClient = newTestQueryClient();
    const cache = contractCache(queryClient, { userKey: 'demo/ann' });
    expect(cache.get(getMe)).toBeUndefined();
    cache.set(getRoleOptions, undefined, ROLES);
    expect(cache.get(getRoleOptions)).toEqual(ROLES);
    expect(contractCache(queryClient, { userKey: 'demo/bob' }).get(getRoleOptions)).toBeUndefined();
    cache.remove(getRoleOptions);
    expect(cache.get(getRoleOptions)).toBeUndefined();
  });
});
