import {
  checkCredential,
  createUser,
  deleteUser,
  generateEmployeeUsers,
  resendInvitation,
  setUserPassword,
  updateUser,
} from '@tenaga/contracts/modules/users.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApi } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const isUsernameAvailable = (username: string, userId?: string) =>
  callApi(checkCredential, { body: { username, ...(userId ? { userId } : {}) } }).then((result) => result.available);

// Each change to accounts refreshes what reads users (lists, counts, options), as the contracts declare.
export const useCreateUser = () => useContractMutation(createUser, { input: (body: BodyInputOf<typeof createUser>) => ({ body }) });
export const useUpdateUser = () => useContractMutation(updateUser, { input: (body: BodyInputOf<typeof updateUser>) => ({ body }) });
export const useDeleteUser = () => useContractMutation(deleteUser, { input: (id: string) => ({ params: { id } }) });
export const useSetUserPassword = () =>
  useContractMutation(setUserPassword, {
    input: ({ id, password }: { id: string; password: string }) => ({ params: { id }, body: { password } }),
  });
export const useResendInvitation = () => useContractMutation(resendInvitation, { input: (id: string) => ({ params: { id } }) });
export const useGenerateUsers = () =>
  useContractMutation(generateEmployeeUsers, { input: (body: BodyInputOf<typeof generateEmployeeUsers>) => ({ body }) });
