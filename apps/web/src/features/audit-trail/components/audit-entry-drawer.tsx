import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@tenaga/contracts/modules/audit.contracts';
import { useFormat } from '../../../lib/format.ts';
import { AuditChangeList } from './audit-change-list.tsx';
import { ActorCell, RecordCell } from './audit-cells.tsx';
import { useAuditLabels } from './use-audit-labels.ts';

/** One entry in full: what happened in words, who, when, from where, and every change. */
export function AuditEntryDrawer({ entry, onClose }: { readonly entry: AuditEntry | null; readonly onClose: () => void }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const format = useFormat();
  return (
    <Drawer open={entry !== null} onClose={onClose} size="min(560px, 100vw)" title={entry ? labels.action(entry.action) : t('details')}>
      {entry && (
        <>
          <Typography.Paragraph style={{ fontSize: 16 }}>{entry.summary}</Typography.Paragraph>
          <Descriptions column={1} size="small" bordered styles={{ label: { width: '38%' } }}>
            <Descriptions.Item label={t('columns.time')}>{format.dateTime(entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.user')}>
              <ActorCell entry={entry} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.module')}>{labels.module(entry)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.record')}>
              <RecordCell entry={entry} />
            </Descriptions.Item>
            <Descriptions.Item label={t('recordId')}>
              <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                {entry.entityId}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.ip')}>{entry.ip ?? t('unknown', { ns: 'common' })}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('columns.changes')}
          </Typography.Title>
          <AuditChangeList entry={entry} />
        </>
      )}
    </Drawer>
  );
}
