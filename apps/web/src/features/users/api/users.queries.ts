import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkCredential,
  createUser,
  deleteUser,
  generateEmployeeUsers,
  getMenuFieldLevels,
  getRoleOptions,
  getUnassignedEmployees,
  getUser,
  getUserStatus,
  setUserPassword,
  updateUser,
  type BodyInputOf,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const userKeys = {
  all: (userKey: string) => ['session', userKey, 'users'] as const,
  table: (userKey: string) => ['session', userKey, 'users', 'table'] as const,
  one: (userKey: string, id: string) => ['session', userKey, 'users', 'one', id] as const,
  status: (userKey: string) => ['session', userKey, 'users', 'status'] as const,
  roleOptions: (userKey: string) => ['session', userKey, 'users', 'role-options'] as const,
  unassigned: (userKey: string) => ['session', userKey, 'users', 'unassigned-employees'] as const,
  fieldLevels: (userKey: string) => ['session', userKey, 'users', 'field-levels'] as const,
};

export const userStatusQuery = (userKey: string) =>
  queryOptions({ queryKey: userKeys.status(userKey), queryFn: ({ signal }) => callApi(getUserStatus, { signal }) });
export const roleOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: userKeys.roleOptions(userKey), queryFn: ({ signal }) => callApi(getRoleOptions, { signal }) });
export const unassignedEmployeesQuery = (userKey: string) =>
  queryOptions({ queryKey: userKeys.unassigned(userKey), queryFn: ({ signal }) => callApi(getUnassignedEmployees, { signal }) });
export const userQuery = (userKey: string, id: string) =>
  queryOptions({ queryKey: userKeys.one(userKey, id), queryFn: ({ signal }) => callApi(getUser, { params: { id }, signal }) });
/** What the caller may see and change of other people's accounts (field-level permissions). */
export const userFieldLevelsQuery = (userKey: string) =>
  queryOptions({
    queryKey: userKeys.fieldLevels(userKey),
    queryFn: ({ signal }) => callApi(getMenuFieldLevels, { params: { menu: 'users' }, signal }),
  });

export const isUsernameAvailable = (username: string, userId?: string) =>
  callApi(checkCredential, { body: { username, ...(userId ? { userId } : {}) } }).then((result) => result.available);

/** Every change to accounts refreshes every list, count and option that shows them. */
function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(userKey) }) });
}

export const useCreateUser = () => useUsersMutation((body: BodyInputOf<typeof createUser>) => callApi(createUser, { body }));
export const useUpdateUser = () => useUsersMutation((body: BodyInputOf<typeof updateUser>) => callApi(updateUser, { body }));
export const useDeleteUser = () => useUsersMutation((id: string) => callApi(deleteUser, { params: { id } }));
export const useSetUserPassword = () =>
  useUsersMutation(({ id, password }: { id: string; password: string }) =>
    callApi(setUserPassword, { params: { id }, body: { password } }),
  );
export const useGenerateUsers = () =>
  useUsersMutation((body: BodyInputOf<typeof generateEmployeeUsers>) => callApi(generateEmployeeUsers, { body }));
