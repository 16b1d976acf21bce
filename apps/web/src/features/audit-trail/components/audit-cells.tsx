import { Space, Tag, Typography } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@tenaga/contracts/modules/audit.contracts';
import { useAuditLabels } from './use-audit-labels.ts';

/** Who did it; when an administrator was acting as that user, says so beside the name. */
export function ActorCell({ entry }: { readonly entry: Pick<AuditEntry, 'actor' | 'impersonator'> }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  return (
    <Space orientation="vertical" size={2}>
      <Typography.Text>{labels.actor(entry)}</Typography.Text>
      {entry.impersonator && (
        <Tag color="orange" icon={<UserSwitchOutlined aria-hidden />} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {t('impersonatedBy', { name: entry.impersonator.name })}
        </Tag>
      )}
    </Space>
  );
}

/** The kind of record and its name when the entry was written. */
export function RecordCell({ entry }: { readonly entry: Pick<AuditEntry, 'entity' | 'subject'> }) {
  const labels = useAuditLabels();
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{labels.entity(entry.entity)}</Typography.Text>
      {entry.subject && <Typography.Text type="secondary">{entry.subject}</Typography.Text>}
    </Space>
  );
}
