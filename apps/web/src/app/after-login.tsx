import { Navigate, useSearchParams } from 'react-router';
import { matchesAnyPath } from './menu-routes.ts';

/** Spec §4: a user who becomes signed in on login, signup or choose-account goes on to the app. */
export function AfterLogin({ landing, allowed }: { readonly landing: string; readonly allowed: ReadonlySet<string> }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const notificationId = params.get('notificationId');
  if (notificationId) return <Navigate to={`/notifications?notificationId=${encodeURIComponent(notificationId)}`} replace />;
  // Only a path inside the app: never an absolute URL (open redirect).
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
  const targetPath = target?.split('?')[0];
  return (
    <Navigate
      to={target && targetPath && (matchesAnyPath(allowed, targetPath) || targetPath === '/notifications') ? target : landing}
      replace
    />
  );
}
