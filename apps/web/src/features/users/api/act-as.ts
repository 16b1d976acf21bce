import { impersonate } from '@tenaga/contracts/modules/users.contracts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * Opens a session as another user (spec §6 impersonation) beside the administrator's own account
 * and switches to it; the banner on every page leads back.
 */
export async function actAs(userId: string): Promise<void> {
  const administrator = sessionStore.get().current;
  if (!administrator) return;
  const session = await callApi(impersonate, { body: { userId } });
  const returnTo = `${window.location.pathname}${window.location.search}`;
  // The user's own landing page, not the administrator's page (which their role may not open).
  window.history.replaceState(null, '', '/');
  sessionStore.startImpersonation(session, administrator.userKey, returnTo);
}
