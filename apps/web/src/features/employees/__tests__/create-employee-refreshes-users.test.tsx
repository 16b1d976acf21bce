import { expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Statistic } from 'antd';
import { createEmployee } from '@tenaga/contracts/modules/employees/list';
import { getUserStatus, listUsers, type User } from '@tenaga/contracts/modules/users.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateEmployee } from '../api/employees.mutations.ts';
import { buildCreateBody } from '../model/create-body.ts';

const api = setupFakeApi();

const ROLE_ID = '5c2a3e0f-8b21-4f0c-9d57-1f0c6a528a7e';
const user = (id: string, fullName: string): User => ({
  id,
  fullName,
  roleName: 'Employee',
  employeeName: fullName,
  createdAt: 0,
  version: 1,
  self: false,
  invited: false,
});
const ADMIN = user('0f8fad5b-d9cb-469f-a165-70867728950e', 'Ava Lim');
const NUR = user('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Nur Aisyah');

/** The add form's values for an employee who gets an account. */
const NEW_EMPLOYEE = buildCreateBody({
  personal: { identificationType: 'SG_NRIC', identificationNumber: 'S1234567D', firstName: 'Nur', lastName: 'Aisyah' },
  job: { employmentNumber: 'E-1', hiringDate: '2024-01-02' },
  payment: { paymentModeId: 1, salary: '4200.00' },
  withAccount: true,
  account: { username: 'nur', password: 'nur-secret-1', confirmPassword: 'nur-secret-1', roleId: ROLE_ID },
});

/** The users page's data (its list and its counts) beside the add form's save, each through the app's own hooks. */
function UsersBesideTheAddForm() {
  const create = useCreateEmployee();
  const status = useContractQuery(getUserStatus);
  return (
    <>
      <Statistic title="Active" value={status.data?.active ?? 0} />
      <DataTable contract={listUsers} rowKey="id" emptyText="None" columns={[{ key: 'fullName', title: 'Name' }]} />
      <Button onClick={() => void create.mutateAsync(NEW_EMPLOYEE)}>{'Add'}</Button>
    </>
  );
}

it('creating an employee with a user account refreshes the users list and counts (createEmployee declares it changes users)', async () => {
  let users = [ADMIN];
  api.on(listUsers, () => ({ data: users, recordsTotal: users.length, recordsFiltered: users.length }));
  api.on(getUserStatus, () => ({ total: users.length, active: users.length, inactive: 0 }));
  api.on(createEmployee, () => {
    users = [...users, NUR];
    return { id: '9b2d1e4c-3f5a-4c6b-8d7e-0a1b2c3d4e5f' };
  });
  await renderWithProviders(<UsersBesideTheAddForm />);
  expect(await screen.findByText('Ava Lim')).toBeTruthy();
  expect(api.calls(getUserStatus)).toHaveLength(1);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));

  expect(await screen.findByText('Nur Aisyah')).toBeTruthy();
  await waitFor(() => expect(api.calls(getUserStatus)).toHaveLength(2));
  expect(api.calls(listUsers)).toHaveLength(2);
  expect(api.calls(createEmployee)[0]!.body.account).toEqual({ username: 'nur', password: 'nur-secret-1', roleId: ROLE_ID });
});
