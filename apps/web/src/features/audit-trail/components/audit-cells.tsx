import { Space, Tag, Typography } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@tenaga/contracts';
import { recordName } from './audit-changes.ts';
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

/** The kind of record and, when the entry names it, which one. */
export function RecordCell({ entry }: { readonly entry: Pick<AuditEntry, 'entity' | 'before' | 'after'> }) {
  const labels = useAuditLabels();
  const name = recordName(entry);
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{labels.entity(entry.entity)}</Typography.Text>
      {name && <Typography.Text type="secondary">{name}</Typography.Text>}
    </Space>
  );
}
