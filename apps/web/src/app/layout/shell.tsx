import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { ArrowLeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';
import { FullPageSpin } from '../../components/page/full-page-spin.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { UnsavedChangesScope } from '../../components/unsaved-changes.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const mainContent = () => document.getElementById('main-content');

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
  useRouteFocus(pathname, mainContent);

  const menu = (
    <nav aria-label={area === 'settings' ? t('settings') : t('mainMenu')}>
      {area === 'settings' && (
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/')} style={{ margin: 8 }}>
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
        // The white column runs the page's whole height; the menu inside it stays in view while the page scrolls.
        <div className="side-column">
          <Layout.Sider
            theme="light"
            width={240}
            collapsible
            collapsed={collapsed}
            // antd's own trigger is a div only a mouse can use.
            trigger={null}
            style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
          >
            <div
              style={{
                height: 56,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                paddingInline: collapsed ? 8 : '20px 8px',
                fontWeight: 700,
                fontSize: 18,
                color: '#0b5cad',
              }}
            >
              {!collapsed && t('appName', { ns: 'common' })}
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
                aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
                aria-expanded={!collapsed}
                onClick={() => setCollapsed((value) => !value)}
                style={collapsed ? { marginInline: 'auto' } : undefined}
              />
            </div>
            {menu}
          </Layout.Sider>
        </div>
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
