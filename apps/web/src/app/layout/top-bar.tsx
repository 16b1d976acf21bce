import { Button, Dropdown, Layout, Space, Typography, type MenuProps } from 'antd';
import { KeyOutlined, LogoutOutlined, MenuOutlined, SettingOutlined, SwapOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMe, updateMyRegionLanguage } from '@tenaga/contracts';
import type { LanguageCode } from '@tenaga/i18n/web';
import { callApi } from '../../lib/api-client.ts';
import { sessionStore, useSession } from '../../lib/session-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useContractCache } from '../../lib/contract-cache.ts';
import { logoutCurrentAccount } from '../../features/auth/api/auth.mutations.ts';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal.tsx';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';
import { useErrorNotice } from '../../components/feedback/notices.tsx';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { NotificationBell } from './notification-bell.tsx';

export function TopBar({ onOpenMenu }: { readonly onOpenMenu: (() => void) | undefined }) {
  const { t } = useTranslation('shell');
  const { me, settingMenu } = useAuthenticatedSession();
  const { accounts } = useSession();
  const navigate = useNavigate();
  const cache = useContractCache();
  const showError = useErrorNotice();
  const [changingPassword, setChangingPassword] = useState(false);

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
    { key: 'password', icon: <KeyOutlined />, label: t('changePassword'), onClick: () => setChangingPassword(true) },
    { key: 'add', icon: <UserAddOutlined />, label: t('addAccount'), onClick: leaveAccount },
    ...(accounts.length > 1 ? [{ key: 'switch', icon: <SwapOutlined />, label: t('switchAccount'), onClick: leaveAccount }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true, onClick: () => void logoutCurrentAccount() },
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
      {onOpenMenu && <Button type="text" icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={onOpenMenu} />}
      <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
        {me.companyData.companyName}
      </Typography.Text>
      <Space size={4} wrap={false}>
        <LanguageSwitch onChange={(language) => void changeLanguage(language)} />
        <NotificationBell />
        {settingMenu.routes.length > 0 && (
          <Button type="text" icon={<SettingOutlined />} aria-label={t('settings')} onClick={() => void navigate('/settings')} />
        )}
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          <Button type="text" icon={<UserOutlined />} aria-label={t('userMenu', { name: me.userInfo.fullName })}>
            <span className="top-bar-name">{me.userInfo.fullName}</span>
          </Button>
        </Dropdown>
      </Space>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Layout.Header>
  );
}
