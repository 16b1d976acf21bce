import { useMutation } from '@tanstack/react-query';
import { changePassword, confirmPasswordReset, logout, requestPasswordReset, signup, type BodyInputOf } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { deviceId } from '../../../lib/storage.ts';

export function useSignup() {
  return useMutation({
    mutationFn: (body: Omit<BodyInputOf<typeof signup>, 'deviceId'>) => callApi(signup, { body: { ...body, deviceId: deviceId() } }),
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
  return useMutation({ mutationFn: (body: BodyInputOf<typeof changePassword>) => callApi(changePassword, { body }) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: BodyInputOf<typeof requestPasswordReset>) => callApi(requestPasswordReset, { body }) });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: (body: BodyInputOf<typeof confirmPasswordReset>) => callApi(confirmPasswordReset, { body }) });
}
