import { createContext, useContext } from 'react';
import { COUNTRY_DEFAULTS, type MenuResponse, type RegionLanguage, type SessionState } from '@tenaga/contracts';

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
