import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';
import { FullPageSpin } from '../../components/page/full-page-spin.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { UnsavedChangesScope } from '../../components/unsaved-changes.tsx';

/** Spec §2: page titles are the company domain capitalised, then the page label. */
function usePageTitle(): void {
  const { t } = useTranslation();
  const { me } = useAuthenticatedSession();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  const domain = me.companyData.domain;
  const company = domain.charAt(0).toUpperCase() + domain.slice(1);
  useEffect(() => {
    document.title = titleKey ? `${company} - ${t(titleKey)}` : company;
  }, [company, titleKey, t]);
}

export function Shell() {
  const { t } = useTranslation('shell');
  const screens = Grid.useBreakpoint();
  const mobile = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = pathname.startsWith('/settings') ? 'settings' : 'main';
  usePageTitle();

  // A block body: newer browsers return a promise from scrollTo, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const menu = (
    <nav aria-label={area === 'settings' ? t('settings') : t('openMenu')}>
      {area === 'settings' && (
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')} style={{ margin: 8 }}>
          {t('backToApp')}
        </Button>
      )}
      <SideMenu area={area} onNavigate={() => setDrawerOpen(false)} />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100%' }}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {mobile ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={260}
          title={<Typography.Text strong>{t('appName', { ns: 'common' })}</Typography.Text>}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          width={240}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ borderInlineEnd: '1px solid #eee', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <div
            style={{
              height: 56,
              display: 'flex',
              alignItems: 'center',
              paddingInline: 20,
              fontWeight: 700,
              fontSize: 18,
              color: '#0b5cad',
            }}
          >
            {collapsed ? t('appName', { ns: 'common' }).charAt(0) : t('appName', { ns: 'common' })}
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <ImpersonationBanner />
        <TopBar onOpenMenu={mobile ? () => setDrawerOpen(true) : undefined} />
        <Layout.Content id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<FullPageSpin />}>
              <UnsavedChangesScope>
                <Outlet />
              </UnsavedChangesScope>
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
