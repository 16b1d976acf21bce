import { Button, Space, type FormInstance } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmFormClose } from '../../../../components/unsaved-changes.tsx';

/** A section's Edit button, named after the section for screen readers. */
export function EditButton({ section, onClick }: { readonly section: string; readonly onClick: () => void }) {
  const { t } = useTranslation('employees');
  return (
    <Button icon={<EditOutlined aria-hidden />} onClick={onClick} aria-label={t('profile.editSection', { section })}>
      {t('common:edit')}
    </Button>
  );
}

/** Cancel (asking first when something was changed: confirmCloseFormMsg) and Save under a section's form. */
export function EditFooter({
  form,
  saving,
  onCancel,
}: {
  readonly form: FormInstance;
  readonly saving: boolean;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('employees');
  const confirmClose = useConfirmFormClose();
  const cancel = () => confirmClose({ form, onClose: onCancel });
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }}>
      <Button onClick={cancel}>{t('common:cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common:save')}
      </Button>
    </Space>
  );
}
