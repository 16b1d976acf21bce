import { Button, Dropdown, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, LoginOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@tenaga/contracts';
import { useFeedback, useErrorNotice } from '../../../components/feedback/notices.tsx';
import { actAs } from '../api/act-as.ts';
import { useDeleteUser } from '../api/users.queries.ts';

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
    { key: 'edit', icon: canEdit ? <EditOutlined /> : <EyeOutlined />, label: canEdit ? t('edit') : t('view'), onClick: onEdit },
    ...(canEdit
      ? [
          { key: 'password', icon: <KeyOutlined />, label: t('password.open'), onClick: onSetPassword },
          ...(!user.self && user.active ? [{ key: 'act', icon: <LoginOutlined />, label: t('actAs.open'), onClick: confirmActAs }] : []),
          ...(!user.self
            ? [
                { type: 'divider' as const },
                { key: 'delete', icon: <DeleteOutlined />, label: t('delete.open'), danger: true, onClick: confirmDelete },
              ]
            : []),
        ]
      : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined />} aria-label={t('actionsFor', { name: user.fullName })} />
    </Dropdown>
  );
}
