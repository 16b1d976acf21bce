import { impersonate } from '@tenaga/contracts';
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
  sessionStore.startImpersonation(session, administrator.userKey);
}
