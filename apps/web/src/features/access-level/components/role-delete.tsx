import { App, Button, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tenaga/contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteRole } from '../api/delete-role.ts';

/** Delete, after confirmation, a role nobody has; a role with users says why it cannot go. */
export function RoleDelete({ role, onDeleted }: { readonly role: Role; readonly onDeleted: () => void }) {
  const { t } = useTranslation('access');
  const { modal, message } = App.useApp();
  const format = useFormat();
  const showError = useErrorNotice();
  const remove = useDeleteRole();
  if (role.userCount > 0) {
    return (
      <Typography.Text type="secondary" data-testid="role-in-use">
        {t('roles.cannotDelete', { count: format.count(role.userCount) })}
      </Typography.Text>
    );
  }
  const confirm = () =>
    modal.confirm({
      title: t('roles.deleteTitle', { name: role.name ?? '' }),
      content: t('common:confirmProceedMsg'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(role.id);
          message.success(t('roles.deleted'));
          onDeleted();
        } catch (error) {
          showError(error);
        }
      },
    });
  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirm} loading={remove.isPending}>
      {t('roles.delete')}
    </Button>
  );
}
