import { changePassword, confirmPasswordReset, logout, requestPasswordReset, signup, type BodyInputOf } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { deviceId } from '../../../lib/storage.ts';

export function useSignup() {
  return useContractMutation(signup, {
    input: (body: Omit<BodyInputOf<typeof signup>, 'deviceId'>) => ({ body: { ...body, deviceId: deviceId() } }),
    onSuccess: (session) => sessionStore.signIn(session),
  });
}

/** Ends the session on the server (when it still exists), then forgets the account here. */
export async function logoutCurrentAccount(): Promise<void> {
  const current = sessionStore.get().current;
  if (!current) return;
  await callApi(logout).catch(() => undefined);
  sessionStore.forget(current.userKey);
}

/** Ends an administrator's session as another user and goes back to their own account. */
export async function stopImpersonating(): Promise<void> {
  const current = sessionStore.get().current;
  if (!current?.actingFor) return;
  await callApi(logout).catch(() => undefined);
  const administrator = current.actingFor;
  sessionStore.forget(current.userKey);
  if (sessionStore.get().accounts.some((account) => account.userKey === administrator)) sessionStore.switchTo(administrator);
}

export function useChangePassword() {
  return useContractMutation(changePassword, { input: (body: BodyInputOf<typeof changePassword>) => ({ body }) });
}

export function useRequestPasswordReset() {
  return useContractMutation(requestPasswordReset, { input: (body: BodyInputOf<typeof requestPasswordReset>) => ({ body }) });
}

export function useConfirmPasswordReset() {
  return useContractMutation(confirmPasswordReset, { input: (body: BodyInputOf<typeof confirmPasswordReset>) => ({ body }) });
}
