import { App, Avatar, Button, Tag } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession, type StoredAccount } from '../../../lib/session-store.ts';
import { PublicLayout } from './public-layout.tsx';

export function ChooseAccountPage() {
  const { t } = useTranslation('auth');
  const { modal } = App.useApp();
  const { accounts } = useSession();
  const navigate = useNavigate();

  const remove = (account: StoredAccount) =>
    modal.confirm({
      title: t('removeAccount', { name: account.fullName }),
      content: t('removeAccountConfirm'),
      okText: t('remove', { ns: 'common' }),
      okButtonProps: { danger: true },
      cancelText: t('cancel', { ns: 'common' }),
      // The session stays valid on the server until it expires; only this browser forgets it.
      onOk: () => sessionStore.forget(account.userKey),
    });

  return (
    <PublicLayout title={t('chooseAccountTitle')} subtitle={t('chooseAccountSubtitle')}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {accounts.map((account) => (
          <li
            key={account.userKey}
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <button
              type="button"
              onClick={() => sessionStore.switchTo(account.userKey)}
              style={{ all: 'unset', cursor: 'pointer', display: 'flex', gap: 12, alignItems: 'center', flex: 1 }}
            >
              <Avatar style={{ background: '#0b5cad' }} aria-hidden>
                {account.fullName.charAt(0).toUpperCase()}
              </Avatar>
              <span>
                <strong>{account.fullName}</strong>
                {account.actingFor && (
                  <Tag color="gold" style={{ marginInlineStart: 8 }}>
                    {t('actingAccount', { by: account.actingFor })}
                  </Tag>
                )}
                <br />
                <span style={{ color: 'rgba(0,0,0,.68)' }}>
                  {account.username} · {account.domain} · {account.companyName}
                </span>
              </span>
            </button>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('removeAccount', { name: account.fullName })}
              onClick={() => remove(account)}
            />
          </li>
        ))}
      </ul>
      <Button block icon={<UserAddOutlined aria-hidden />} onClick={() => void navigate('/login')} style={{ marginTop: 12 }}>
        {t('addAnotherAccount')}
      </Button>
    </PublicLayout>
  );
}
