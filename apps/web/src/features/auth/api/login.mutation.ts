import { useCallback, useState } from 'react';
import type { BodyInputOf, login } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { deviceId } from '../../../lib/storage.ts';

type LoginBody = Omit<BodyInputOf<typeof login>, 'deviceId'>;

/**
 * Logs in and keeps the account. The login page is the first download, so this needs neither the
 * query client nor zod: the contract is loaded on use (the form has loaded it by then).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (body: LoginBody) => {
    setPending(true);
    try {
      const contracts = await import('@tenaga/contracts/modules/auth.contracts');
      const session = await callApi(contracts.login, { body: { ...body, deviceId: deviceId() } });
      sessionStore.signIn(session);
      return session;
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
