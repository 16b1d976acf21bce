import { Button, Dropdown, Layout, Space, Typography, type MenuProps } from 'antd';
import { KeyOutlined, LogoutOutlined, MenuOutlined, SettingOutlined, SwapOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMe, updateMyRegionLanguage } from '@tenaga/contracts/modules/auth.contracts';
import type { LanguageCode } from '@tenaga/i18n/web';
import { callApi } from '../../lib/api-client.ts';
import { sessionStore, useSession } from '../../lib/session-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useContractCache } from '../../lib/contract-cache.ts';
import { logoutCurrentAccount } from '../../features/auth/api/auth.mutations.ts';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';
import { useErrorNotice } from '../../components/feedback/notices.tsx';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { useCompanyLogoUrl } from '../../lib/company-logo.ts';

// Loaded the first time someone opens it: most sessions never change their password.
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal.tsx').then((module) => ({ default: module.ChangePasswordModal })),
);

export function TopBar({ onOpenMenu }: { readonly onOpenMenu: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  const { me, settingMenu } = useAuthenticatedSession();
  const { accounts } = useSession();
  const navigate = useNavigate();
  const cache = useContractCache();
  const showError = useErrorNotice();
  const [changingPassword, setChangingPassword] = useState(false);
  const logoUrl = useCompanyLogoUrl();

  const changeLanguage = async (language: LanguageCode) => {
    await setLanguage(language);
    try {
      const regionLanguage = await callApi(updateMyRegionLanguage, { body: { language } });
      cache.set(getMe, undefined, { ...me, regionLanguage });
    } catch (error) {
      showError(error);
    }
  };

  const leaveAccount = () => sessionStore.leaveCurrent();

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined aria-hidden />, label: t('changePassword'), onClick: () => setChangingPassword(true) },
    { key: 'add', icon: <UserAddOutlined aria-hidden />, label: t('addAccount'), onClick: leaveAccount },
    ...(accounts.length > 1
      ? [{ key: 'switch', icon: <SwapOutlined aria-hidden />, label: t('switchAccount'), onClick: leaveAccount }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('logout'), danger: true, onClick: () => void logoutCurrentAccount() },
  ];

  return (
    <Layout.Header
      style={{
        background: '#fff',
        paddingInline: 12,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        borderBottom: '1px solid #eee',
        height: 56,
        lineHeight: '56px',
      }}
    >
      {onOpenMenu && <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('openMenu')} onClick={onOpenMenu} />}
      {logoUrl && (
        <img
          src={logoUrl}
          alt={t('companyLogo', { name: me.companyData.companyName })}
          style={{ height: 32, maxWidth: 120, objectFit: 'contain' }}
        />
      )}
      <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
        {me.companyData.companyName}
      </Typography.Text>
      <Space size={4} wrap={false}>
        <LanguageSwitch onChange={(language) => void changeLanguage(language)} />
        <NotificationBell />
        {settingMenu.routes.length > 0 && (
          <Button
            type="text"
            icon={<SettingOutlined aria-hidden />}
            aria-label={t('settings')}
            onClick={() => void navigate('/settings')}
          />
        )}
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={t('userMenu', { name: me.userInfo.fullName })}>
            <span className="top-bar-name">{me.userInfo.fullName}</span>
          </Button>
        </Dropdown>
      </Space>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal open onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
