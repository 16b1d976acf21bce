import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A row's change and delete buttons, each named with the row for screen readers ("Delete: Finance"). */
export function RowActions({
  name,
  editLabel,
  onEdit,
  onDelete,
}: {
  readonly name: string;
  readonly editLabel: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('organisation');
  return (
    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name })}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={`${editLabel}: ${name}`}>
        {editLabel}
      </Button>
      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('delete.open')}: ${name}`} onClick={onDelete}>
        {t('delete.open')}
      </Button>
    </Space>
  );
}
