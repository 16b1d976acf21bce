import { GlobalNotices } from '../components/feedback/notices.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { UpdateNotice } from './update-notice.tsx';
import { PublicApp } from './public-app.tsx';
import { Suspense } from 'react';
import { useSession } from '../lib/session-store.ts';
import { lazyWithQueries } from '../lib/lazy-with-queries.tsx';
import { useKeyboardScrollEverywhere } from '../components/data-table/keyboard-scroll.ts';

// The login page does not load the signed-in app.
const AuthenticatedApp = lazyWithQueries(() => import('./authenticated-app.tsx').then((module) => module.AuthenticatedApp));

/** Public pages until an account is chosen; then the app of that account (a fresh tree per account). */
export function Root() {
  const session = useSession();
  useKeyboardScrollEverywhere();
  return (
    <>
      <GlobalNotices />
      <UpdateNotice />
      {session.current ? (
        <Suspense fallback={null}>
          <AuthenticatedApp key={session.current.userKey} account={session.current} />
        </Suspense>
      ) : (
        <PublicApp hasAccounts={session.accounts.length > 0} />
      )}
      {/* After the page: its room for the banner comes below the page's end. */}
      <CookieBanner />
    </>
  );
}
