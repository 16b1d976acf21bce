import {
  changePassword,
  confirmPasswordReset,
  login,
  logout,
  requestPasswordReset,
  signup,
} from '@tenaga/contracts/modules/auth.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
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
  const administrator = current.actingFor;
  // Back in the administrator's account first, where they were: ending the borrowed session
  // afterwards cannot reach a page that still uses it (its app and socket are gone).
  if (sessionStore.get().accounts.some((account) => account.userKey === administrator)) {
    window.history.replaceState(null, '', current.returnTo ?? '/');
    sessionStore.switchTo(administrator);
    sessionStore.forget(current.userKey);
  } else sessionStore.forget(current.userKey);
  await callApi(logout, { as: current.token }).catch(() => undefined);
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

/**
 * Signs in the user who just accepted their invitation, with the password they chose, and opens the
 * app at its start (not at the invitation link, which is not a page of the signed-in app).
 */
export async function signInAfterInvitation(credentials: { domain: string; username: string; password: string }): Promise<void> {
  const session = await callApi(login, { body: { ...credentials, deviceId: deviceId() } });
  window.history.replaceState(null, '', '/');
  sessionStore.signIn(session);
}
