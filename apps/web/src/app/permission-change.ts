import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { TIMINGS_MS } from '@tenaga/contracts/constants';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { getMainMenu, getSettingMenu } from '@tenaga/contracts/modules/menu.contracts';
import type { useAppProps } from 'antd/es/app/context';
import { callApi } from '../lib/api-client.ts';
import { contractCache } from '../lib/contract-cache.ts';
import { logoutCurrentAccount } from '../features/auth/api/auth.mutations.ts';
import { menuSignature } from './menu-routes.ts';

interface Menus {
  readonly main: MenuResponse;
  readonly setting: MenuResponse;
}

/** Whether a page address is one of the menu's routes (or a page under one). */
export function isPathAllowed(pathname: string, menus: Menus): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === '/' || path === '/settings' || path === '/notifications') return true;
  return [...menus.main.routes, ...menus.setting.routes].some((route) => path === route.path || path.startsWith(`${route.path}/`));
}

export type PermissionChangeOutcome = 'logout' | 'reload' | 'leave-page';

/** Spec §4: what accepting a changed menu does, given where the user is. */
export function outcomeOf(next: Menus, pathname: string): PermissionChangeOutcome {
  if (next.main.routes.length === 0 && next.setting.routes.length === 0) return 'logout';
  return isPathAllowed(pathname, next) ? 'reload' : 'leave-page';
}

/**
 * The live permission change of spec §4. The menu is fetched again; when the set of menu names
 * is the same the new one (with its new View Only / View and Edit levels) simply applies. When it
 * differs, the user is asked to reload (changeByAdminMsg), and asked again 20 s after saying no.
 * Accepting applies the menu: with nothing left the user is logged out (deletedAccountMsg); on a
 * page still allowed the app reloads; otherwise the new routes leave the page and the not-allowed
 * page sends the user home with lostAccessMsg.
 */
export function createPermissionChangeHandler(deps: {
  queryClient: QueryClient;
  modal: useAppProps['modal'];
  t: TFunction;
  userKey: string;
  reload: () => void;
}) {
  const { modal, t } = deps;
  const cache = contractCache(deps.queryClient, { userKey: deps.userKey });
  let asking = false;
  let latest: Menus | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const cached = (): Menus | null => {
    const main = cache.get(getMainMenu);
    const setting = cache.get(getSettingMenu);
    return main && setting ? { main, setting } : null;
  };

  const apply = (next: Menus) => {
    cache.set(getMainMenu, undefined, next.main);
    cache.set(getSettingMenu, undefined, next.setting);
  };

  const accept = (next: Menus) => {
    const outcome = outcomeOf(next, window.location.pathname);
    if (outcome === 'logout') {
      modal.warning({ title: t('warning'), content: t('errors:deletedAccountMsg'), onOk: () => void logoutCurrentAccount() });
      return;
    }
    if (outcome === 'reload') return deps.reload();
    apply(next);
  };

  const ask = () => {
    if (asking || !latest) return;
    asking = true;
    modal.confirm({
      title: t('confirmation'),
      content: t('errors:changeByAdminMsg'),
      okText: t('reloadNow'),
      cancelText: t('later'),
      onOk: () => {
        asking = false;
        if (latest) accept(latest);
      },
      onCancel: () => {
        asking = false;
        clearTimeout(retry);
        retry = setTimeout(ask, TIMINGS_MS.reloadConfirmRetry);
      },
    });
  };

  return {
    async handle(): Promise<void> {
      let next: Menus;
      try {
        const [main, setting] = await Promise.all([callApi(getMainMenu), callApi(getSettingMenu)]);
        next = { main, setting };
      } catch {
        // Spec §4: a menu response that is not a success is ignored.
        return;
      }
      const current = cached();
      if (!current || menuSignature(current.main, current.setting) === menuSignature(next.main, next.setting)) {
        apply(next);
        return;
      }
      latest = next;
      ask();
    },
    dispose(): void {
      clearTimeout(retry);
    },
  };
}
