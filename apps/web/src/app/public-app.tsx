import { Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { UnsavedChangesScope } from '../components/unsaved-changes.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { lazyWithQueries } from '../lib/lazy-with-queries.tsx';

// The login page is the first download; the other public pages load when they are opened.
const ChooseAccountPage = lazyWithQueries(() =>
  import('../features/auth/components/choose-account-page.tsx').then((module) => module.ChooseAccountPage),
);
const SignupPage = lazyWithQueries(() => import('../features/auth/components/signup-page.tsx').then((module) => module.SignupPage));
const ResetPasswordPage = lazyWithQueries(() =>
  import('../features/auth/components/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
);

/** Spec §2 route guard: without a session, stored accounts go to /choose-account, else to login. */
function RequireLogin({ hasAccounts }: { readonly hasAccounts: boolean }) {
  const location = useLocation();
  if (hasAccounts) return <Navigate to="/choose-account" replace />;
  const wanted = location.pathname + location.search;
  return <Navigate to={wanted === '/' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`} replace />;
}

export function PublicApp({ hasAccounts }: { readonly hasAccounts: boolean }) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: (
            <UnsavedChangesScope>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </UnsavedChangesScope>
          ),
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/choose-account', element: hasAccounts ? <ChooseAccountPage /> : <Navigate to="/login" replace /> },
            { path: '/signup', element: <SignupPage /> },
            { path: '/reset-password', element: <ResetPasswordPage /> },
            { path: '*', element: <RequireLogin hasAccounts={hasAccounts} /> },
          ],
        },
      ]),
    [hasAccounts],
  );
  return <RouterProvider router={router} />;
}
