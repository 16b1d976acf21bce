import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A row's change and delete buttons, each named with the row for screen readers ("Delete: Finance").
 * `editLabel` names the change where "Edit" says too little ("Rename").
 */
export function RowActions({
  name,
  editLabel,
  onEdit,
  onDelete,
}: {
  readonly name: string;
  readonly editLabel?: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('common');
  const edit = editLabel ?? t('edit');
  return (
    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name })}>
      <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`${edit}: ${name}`}>
        {edit}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('delete')}: ${name}`}
        onClick={onDelete}
      >
        {t('delete')}
      </Button>
    </Space>
  );
}
