import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@tenaga/contracts';
import { clearStoragePreservingKeys, readJson } from './storage.ts';

/** One signed-in account kept in this browser (several may be, spec §3 "accounts"). */
export interface StoredAccount {
  readonly userKey: string;
  readonly userID: string;
  readonly token: string;
  readonly domain: string;
  readonly username: string;
  readonly fullName: string;
  readonly companyName: string;
  /** Set when this is an administrator acting as the user: the administrator's own account. */
  readonly actingFor?: string;
  /** Where the administrator was when they started acting as the user: where "back" returns. */
  readonly returnTo?: string;
}

export interface SessionSnapshot {
  readonly accounts: readonly StoredAccount[];
  readonly current: StoredAccount | null;
}

const ACCOUNTS_KEY = 'accounts';
const USER_KEY = 'userKey';

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  const accounts = readJson<StoredAccount[]>(ACCOUNTS_KEY, []);
  const userKey = localStorage.getItem(USER_KEY);
  return { accounts, current: accounts.find((account) => account.userKey === userKey) ?? null };
}

function write(accounts: readonly StoredAccount[], userKey: string | null): void {
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  if (userKey) localStorage.setItem(USER_KEY, userKey);
  else localStorage.removeItem(USER_KEY);
  refresh();
}

function refresh(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes what this tab should show.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === ACCOUNTS_KEY || event.key === USER_KEY) refresh();
});

function toAccount(login: LoginResponse, userKey: string): StoredAccount {
  return {
    userKey,
    userID: login.userInfo.userID,
    token: login.token,
    domain: login.companyData.domain,
    username: login.userInfo.username,
    fullName: login.userInfo.fullName,
    companyName: login.companyData.companyName,
  };
}

function add(account: StoredAccount): void {
  write([...snapshot.accounts.filter((stored) => stored.userKey !== account.userKey), account], account.userKey);
}

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: (): string | null => snapshot.current?.token ?? null,

  /** Adds (or replaces) the account a login returned and makes it the current one. */
  signIn(login: LoginResponse): void {
    add(toAccount(login, `${login.companyData.domain}/${login.userInfo.username}`));
  },

  /** An administrator's session as another user, kept beside (not instead of) their own account. */
  startImpersonation(login: LoginResponse, administratorKey: string, returnTo: string): void {
    add({
      ...toAccount(login, `${login.companyData.domain}/${login.userInfo.username}@${administratorKey}`),
      actingFor: administratorKey,
      returnTo,
    });
  },

  switchTo(userKey: string): void {
    write(snapshot.accounts, userKey);
  },

  /** Leaves the current account without forgetting the others (add account, choose account). */
  leaveCurrent(): void {
    write(snapshot.accounts, null);
  },

  /**
   * Forgets one account. When it was the last, the browser's storage is cleared (keeping the
   * spec's preserved keys), as logout requires.
   */
  forget(userKey: string): void {
    const remaining = snapshot.accounts.filter((account) => account.userKey !== userKey);
    if (remaining.length === 0) {
      clearStoragePreservingKeys();
      refresh();
      return;
    }
    write(remaining, snapshot.current?.userKey === userKey ? null : (snapshot.current?.userKey ?? null));
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
