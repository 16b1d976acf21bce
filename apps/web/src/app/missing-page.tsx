import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchesAnyPath, PRODUCT_PATHS } from './menu-routes.ts';
import { useFeedback } from '../components/feedback/notices.tsx';

/**
 * An address the user cannot open: a product page outside their role gets lostAccessMsg and goes
 * home (spec §4); anything else is the not-found page (notFoundPathMsg).
 */
export function MissingPage({ landing }: { readonly landing: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { pathname } = useLocation();
  const lostAccess = matchesAnyPath(PRODUCT_PATHS, pathname);
  useEffect(() => {
    if (lostAccess) message.warning(t('errors:lostAccessMsg'));
  }, [lostAccess, message, t]);
  if (lostAccess) return <Navigate to={landing} replace />;
  return <NotFoundResult home={landing} />;
}

export function NotFoundResult({ home }: { readonly home: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('pageNotFoundTitle')}
      subTitle={t('notFoundPathMsg')}
      extra={
        <Link to={home}>
          <Button type="primary">{t('goHome')}</Button>
        </Link>
      }
    />
  );
}
