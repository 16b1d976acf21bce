import { describe, expect, it } from 'vitest';
import { getEmployeeAuditTrail } from '@tenaga/contracts/modules/audit.contracts';
import { deleteClientContract, getClientContract, getClientContractOptions } from '@tenaga/contracts/modules/client-contracts.contracts';
import { updateRole } from '@tenaga/contracts/modules/roles.contracts';
import { getUserStatus } from '@tenaga/contracts/modules/users.contracts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { apiError, setupFakeApi } from '../fake-api.ts';

const api = setupFakeApi();
const ID = '1f0c6a52-8a7e-4b9c-9d57-3c1a3e0f8b21';

describe('the fake API', () => {
  it('answers a contract’s route with its fixture in the envelope the client unwraps', async () => {
    api.on(getUserStatus, { total: 2, active: 2, inactive: 0 });
    expect(await callApi(getUserStatus)).toEqual({ total: 2, active: 2, inactive: 0 });
  });

  it('refuses, at the line that gives it, a fixture the contract’s response does not allow', () => {
    expect(() => api.on(getUserStatus, { total: 2, active: 'two' } as never)).toThrow(
      /The fixture for GET \/users\/status does not match the contract's response:\n {2}active: .*\n {2}inactive: /,
    );
  });

  it('tells routes apart by their path parameters, as the server’s router does', async () => {
    api.on(getClientContractOptions, { active: [], archived: [] });
    // GET /contracts/:id would match /contracts/options but for its id's schema.
    api.on(getClientContract, apiError(404, { message: ['No such contract.'], code: 'NOT_FOUND' }));
    api.on(deleteClientContract, ({ params }) =>
      params.id === ID ? { ok: true } : apiError(404, { message: ['gone'], code: 'NOT_FOUND' }),
    );
    expect(await callApi(getClientContractOptions)).toEqual({ active: [], archived: [] });
    expect(await callApi(deleteClientContract, { params: { id: ID } })).toEqual({ ok: true });
    await expect(callApi(deleteClientContract, { params: { id: '2f0c6a52-8a7e-4b9c-9d57-3c1a3e0f8b21' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(api.calls(deleteClientContract).map((call) => call.params)).toEqual([
      { id: ID },
      { id: '2f0c6a52-8a7e-4b9c-9d57-3c1a3e0f8b21' },
    ]);
  });

  it('records each call with its query and body as sent, and answers errors as the API does', async () => {
    api.on(getEmployeeAuditTrail, { data: [], recordsTotal: 0, recordsFiltered: 0 });
    api.on(updateRole, apiError(409, { message: ['Someone else changed it.'], code: 'VERSION_CONFLICT' }));
    await callApi(getEmployeeAuditTrail, { query: { employeeId: ID, start: 0, length: 10 } });
    const conflict = await callApi(updateRole, { body: { id: ID, version: 3, name: 'HR' } }).catch((error: unknown) => error);

    expect(api.calls(getEmployeeAuditTrail)[0]!.query).toEqual({ employeeId: ID, start: '0', length: '10' });
    expect(api.calls(updateRole)[0]!.body).toEqual({ id: ID, version: 3, name: 'HR' });
    expect(conflict).toBeInstanceOf(ApiError);
    expect((conflict as ApiError).code).toBe('VERSION_CONFLICT');
    expect(api.calls().map((call) => call.route)).toEqual(['GET /audit-trail/employee', 'PUT /permissions']);
  });

  it('answers 404 to a route it was given nothing for, and says which', async () => {
    await expect(callApi(getUserStatus)).rejects.toMatchObject({ status: 404 });
    expect(api.unmatched).toEqual(['GET /api/v2/users/status']);
  });
});
