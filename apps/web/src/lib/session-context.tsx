import { createContext, useContext } from 'react';
import type { AccessLevel } from '@tenaga/contracts/access';
import type { MenuItem, MenuName, MenuResponse } from '@tenaga/contracts/menu';
import type { SessionState } from '@tenaga/contracts/modules/auth.contracts';
import { COUNTRY_DEFAULTS, type RegionLanguage } from '@tenaga/contracts/region';

/** What every authenticated page may read: the user, company, region and menus from the server. */
export interface AuthenticatedSession {
  readonly me: SessionState;
  readonly mainMenu: MenuResponse;
  readonly settingMenu: MenuResponse;
}

export const SessionContext = createContext<AuthenticatedSession | null>(null);

export function useAuthenticatedSession(): AuthenticatedSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAuthenticatedSession outside an authenticated page');
  return session;
}

/** The signed-in user's region settings; public pages use the default region. */
export function useRegion(): RegionLanguage {
  return useContext(SessionContext)?.me.regionLanguage ?? COUNTRY_DEFAULTS.SG;
}

function findAccess(items: readonly MenuItem[], name: MenuName): AccessLevel | undefined {
  for (const item of items) {
    if (item.name === name) return item.meta.access;
    const inner = findAccess(item.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

/** The caller's access to any menu item, as a function (for lists of items, where a hook per item cannot be called). */
export function useMenuAccessOf(): (name: MenuName) => AccessLevel | undefined {
  const { mainMenu, settingMenu } = useAuthenticatedSession();
  return (name) => findAccess(mainMenu.ui, name) ?? findAccess(settingMenu.ui, name);
}

/**
 * The level the user's role grants on a menu item ('view' is View Only), so a page can hide what
 * the user may not do. The server checks every call anyway.
 */
export function useMenuAccess(name: MenuName): AccessLevel | undefined {
  return useMenuAccessOf()(name);
}
