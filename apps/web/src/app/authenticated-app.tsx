import { use, useEffect, useMemo, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { App, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { getMainMenu, getMe, getSettingMenu, type MenuResponse } from '@tenaga/contracts';
import { logoutCurrentAccount } from '../features/auth/api/auth.mutations.ts';
import { ApiError } from '../lib/api-client.ts';
import { contractQuery } from '../lib/contract-query.ts';
import { currentLanguage, loadAppTexts, setLanguage } from '../lib/i18n.ts';
import type { StoredAccount } from '../lib/session-store.ts';
import { SessionContext, type AuthenticatedSession } from '../lib/session-context.tsx';
import {
  landingPath,
  menuSignature,
  settingsItems,
  settingsLandingPath,
  visibleMenu,
  recordListOf,
  withRecordRoutes,
  withReportRoutes,
} from './menu-routes.ts';
import { NotificationsPage, PAGES } from './pages.ts';
import { Shell } from './layout/shell.tsx';
import { MissingPage } from './missing-page.tsx';
import { FullPageSpin } from '../components/page/full-page-spin.tsx';
import { AfterLogin } from './after-login.tsx';
import { useRealtime } from './realtime.ts';

// The signed-in app's texts load with its code; without them (offline) the keys show instead.
const appTexts = loadAppTexts().catch(() => undefined);

function buildRouter(main: MenuResponse, setting: MenuResponse) {
  const landing = landingPath(main) ?? settingsLandingPath(setting);
  const pageRoutes = [...main.routes, ...settingsItems(setting).map((item) => ({ name: item.name, path: item.path! }))].flatMap((route) => {
    const Page = PAGES[route.name as keyof typeof PAGES];
    // A record's page lights up the list it opens from in the side menu.
    const list = recordListOf(route.name);
    const listPath = list && main.routes.find((candidate) => candidate.name === list)?.path;
    return Page
      ? [
          {
            path: route.path,
            element: <Page />,
            handle: { title: `menu:${route.name}`, menu: route.name, ...(listPath ? { menuPath: listPath } : {}) },
          },
        ]
      : [];
  });
  const afterLogin = <AfterLogin landing={landing} allowed={new Set(pageRoutes.map((route) => route.path))} />;
  return createBrowserRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to={landing} replace /> },
        ...pageRoutes,
        { path: '/settings', element: <Navigate to={settingsLandingPath(setting)} replace /> },
        { path: '/notifications', element: <NotificationsPage />, handle: { title: 'menu:notifications' } },
        { path: '*', element: <MissingPage landing={landing} /> },
      ],
    },
    { path: '/login', element: afterLogin },
    { path: '/signup', element: afterLogin },
    { path: '/choose-account', element: afterLogin },
  ]);
}

/** The app of one signed-in account: its user, company, region and menus come from the server. */
export function AuthenticatedApp({ account }: { readonly account: StoredAccount }) {
  use(appTexts);
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  const [me, main, setting] = useQueries({
    queries: [contractQuery(getMe), contractQuery(getMainMenu), contractQuery(getSettingMenu)],
  });

  const language = me.data?.regionLanguage.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  useRealtime(account, me.data);

  const hasEmployee = Boolean(me.data?.userInfo.employeeID);
  const menus = useMemo(
    () =>
      main.data && setting.data
        ? {
            main: withRecordRoutes(withReportRoutes(visibleMenu(main.data, { hasEmployee }))),
            setting: setting.data,
          }
        : undefined,
    [main.data, setting.data, hasEmployee],
  );
  const signature = menus ? menuSignature(menus.main, menus.setting) : '';
  // The router is rebuilt only when the set of allowed routes changes.
  const routerRef = useRef<{ signature: string; router: ReturnType<typeof buildRouter> } | null>(null);
  if (menus && routerRef.current?.signature !== signature)
    routerRef.current = { signature, router: buildRouter(menus.main, menus.setting) };

  const noRoutes = menus !== undefined && menus.main.routes.length === 0 && menus.setting.routes.length === 0;
  useEffect(() => {
    if (!noRoutes) return;
    message.warning(t('accessResetMsg'));
    void logoutCurrentAccount();
  }, [noRoutes, message, t]);

  const failed = [me, main, setting].find((query) => query.isError);
  if (failed) {
    if (failed.error instanceof ApiError && failed.error.endedSession) return <FullPageSpin />;
    return (
      <Result
        status="warning"
        title={t('errorDefaultMsg')}
        extra={[
          <Button key="retry" type="primary" onClick={() => [me, main, setting].forEach((query) => void query.refetch())}>
            {t('retry', { ns: 'common' })}
          </Button>,
          <Button key="logout" onClick={() => void logoutCurrentAccount()}>
            {t('logout', { ns: 'shell' })}
          </Button>,
        ]}
      />
    );
  }
  if (!me.data || !menus || !routerRef.current || noRoutes) return <FullPageSpin />;

  const session: AuthenticatedSession = { me: me.data, mainMenu: menus.main, settingMenu: menus.setting };
  return (
    <SessionContext.Provider value={session}>
      <RouterProvider router={routerRef.current.router} />
    </SessionContext.Provider>
  );
}
