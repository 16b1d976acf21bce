import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { getMe } from '@tenaga/contracts/modules/auth.contracts';
import { getMainMenu, getSettingMenu } from '@tenaga/contracts/modules/menu.contracts';
import { logoutCurrentAccount } from '../features/auth/api/auth.mutations.ts';
import { ApiError } from '../lib/api-client.ts';
import { contractQuery } from '../lib/contract-query.ts';
import { currentLanguage, loadAppTexts, setLanguage } from '../lib/i18n.ts';
import type { StoredAccount } from '../lib/session-store.ts';
import { SessionContext, type AuthenticatedSession } from '../lib/session-context.tsx';
import { ProfileSectionsContext } from '../lib/profile-sections.ts';
import { AddEmployeeStepsContext } from '../lib/add-employee-steps.ts';
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
import { ADD_EMPLOYEE_STEPS, NotificationsPage, PAGES, PROFILE_SECTIONS } from './pages.ts';
import { Shell } from './layout/shell.tsx';
import { MissingPage } from './missing-page.tsx';
import { FullPageSpin } from '../components/page/full-page-spin.tsx';
import { AfterLogin } from './after-login.tsx';
import { useRealtime } from './realtime.ts';
import { useFeedback } from '../components/feedback/notices.tsx';

// Only someone whose password was set by another sees it, once.
const RequiredPasswordChangePage = lazy(() =>
  import('../features/auth/components/required-password-change-page.tsx').then((module) => ({
    default: module.RequiredPasswordChangePage,
  })),
);

// The signed-in app's texts load with its code; without them (offline) the keys show instead.
const appTexts = loadAppTexts().catch(() => undefined);

function buildRouter(main: MenuResponse, setting: MenuResponse) {
  const landing = landingPath(main) ?? settingsLandingPath(setting);
  // A settings page's records (the leave balance import under Time off › Assignment) open from it like the main menu's.
  const settingRoutes = withRecordRoutes({
    ui: [],
    routes: settingsItems(setting).map((item) => ({ name: item.name, path: item.path! })),
  }).routes;
  const allRoutes = [...main.routes, ...settingRoutes];
  const pageRoutes = allRoutes.flatMap((route) => {
    const Page = PAGES[route.name as keyof typeof PAGES];
    // A record's page lights up the list it opens from in the side menu.
    const list = recordListOf(route.name);
    const listPath = list && allRoutes.find((candidate) => candidate.name === list)?.path;
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
        // Where a required password change happened (a reload there after it is done).
        { path: '/change-password', element: <Navigate to={landing} replace /> },
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
  const { message } = useFeedback();
  const me = useQuery(contractQuery(getMe));
  // A password someone else set is changed before anything else: the server refuses the rest meanwhile.
  const mustChangePassword = me.data?.userInfo.mustChangePassword === true;
  const menusEnabled = me.data !== undefined && !mustChangePassword;
  const [main, setting] = useQueries({
    queries: [
      { ...contractQuery(getMainMenu), enabled: menusEnabled },
      { ...contractQuery(getSettingMenu), enabled: menusEnabled },
    ],
  });

  const language = me.data?.regionLanguage.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  // The router is rebuilt only when the set of allowed routes changes.
  const routerRef = useRef<{ signature: string; router: ReturnType<typeof buildRouter> } | null>(null);
  const navigate = useCallback((path: string) => void routerRef.current?.router.navigate(path), []);
  useRealtime(account, me.data, { navigate });

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
  if (mustChangePassword)
    return (
      <Suspense fallback={<FullPageSpin />}>
        <RequiredPasswordChangePage />
      </Suspense>
    );
  if (!me.data || !menus || !routerRef.current || noRoutes) return <FullPageSpin />;

  const session: AuthenticatedSession = { me: me.data, mainMenu: menus.main, settingMenu: menus.setting };
  return (
    <SessionContext.Provider value={session}>
      {/* A new router is a new provider: RouterProvider keeps the state of the router it mounted with. */}
      <ProfileSectionsContext.Provider value={PROFILE_SECTIONS}>
        <AddEmployeeStepsContext.Provider value={ADD_EMPLOYEE_STEPS}>
          <RouterProvider key={routerRef.current.signature} router={routerRef.current.router} />
        </AddEmployeeStepsContext.Provider>
      </ProfileSectionsContext.Provider>
    </SessionContext.Provider>
  );
}
