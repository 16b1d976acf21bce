import { Button, Dropdown, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, LoginOutlined, MailOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@tenaga/contracts';
import { useFeedback, useErrorNotice } from '../../../components/feedback/notices.tsx';
import { actAs } from '../api/act-as.ts';
import { useDeleteUser, useResendInvitation } from '../api/users.queries.ts';

/** What can be done with one account, in a menu at the end of its row. */
export function UserRowActions({
  user,
  canEdit,
  onEdit,
  onSetPassword,
}: {
  readonly user: User;
  readonly canEdit: boolean;
  readonly onEdit: () => void;
  readonly onSetPassword: () => void;
}) {
  const { t } = useTranslation('users');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteUser();
  const resend = useResendInvitation();

  const resendInvitation = () =>
    resend.mutateAsync(user.id).then(() => message.success(t('invitation.resent', { name: user.fullName })), showError);

  const confirmDelete = () =>
    modal.confirm({
      title: t('delete.title', { name: user.fullName }),
      content: t('delete.body'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(user.id).then(() => message.success(t('delete.done', { name: user.fullName })), showError),
    });

  const confirmActAs = () =>
    modal.confirm({
      title: t('actAs.title', { name: user.fullName }),
      content: t('actAs.body'),
      okText: t('actAs.ok'),
      cancelText: t('common:cancel'),
      onOk: () => actAs(user.id).catch(showError),
    });

  const items: MenuProps['items'] = [
    {
      key: 'edit',
      icon: canEdit ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />,
      label: canEdit ? t('edit') : t('view'),
      onClick: onEdit,
    },
    ...(canEdit
      ? [
          ...(user.invited && user.email && user.active
            ? [{ key: 'invite', icon: <MailOutlined aria-hidden />, label: t('invitation.resend'), onClick: resendInvitation }]
            : []),
          { key: 'password', icon: <KeyOutlined aria-hidden />, label: t('password.open'), onClick: onSetPassword },
          ...(!user.self && user.active
            ? [{ key: 'act', icon: <LoginOutlined aria-hidden />, label: t('actAs.open'), onClick: confirmActAs }]
            : []),
          ...(!user.self
            ? [
                { type: 'divider' as const },
                { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('delete.open'), danger: true, onClick: confirmDelete },
              ]
            : []),
        ]
      : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={t('actionsFor', { name: user.fullName })} />
    </Dropdown>
  );
}
