import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listAuditTrail, type AuditEntry, type AuditFilter } from '@tenaga/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { auditTrailRequestFilter } from '../api/list-audit-trail.ts';
import { auditChanges } from './audit-changes.ts';
import { ActorCell, RecordCell } from './audit-cells.tsx';
import { AuditEntryDrawer } from './audit-entry-drawer.tsx';
import { AuditFilters, EMPTY_AUDIT_FILTER, type AuditFilterState } from './audit-filters.tsx';
import { ExportMenu } from '../../../components/export-menu/export-menu.tsx';
import { startAuditTrailExport } from '../api/export-audit-trail.ts';
import { useAuditLabels } from './use-audit-labels.ts';

function toAuditFilter(state: AuditFilterState): AuditFilter {
  return {
    ...(state.userIds.length ? { userIds: [...state.userIds] } : {}),
    ...(state.modules.length ? { modules: [...state.modules] } : {}),
    ...(state.range ? { from: state.range.startDate, to: state.range.endDate } : {}),
  };
}

/** Settings › Audit trail: who changed what and when, filtered, paged and exportable. */
export default function AuditTrailPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const labels = useAuditLabels();
  const [filterState, setFilterState] = useState(EMPTY_AUDIT_FILTER);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const filter = useMemo(() => toAuditFilter(filterState), [filterState]);

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: t('columns.time'),
      sortable: true,
      width: 190,
      render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</span>,
    },
    { key: 'actor', title: t('columns.user'), width: 220, render: (entry) => <ActorCell entry={entry} /> },
    { key: 'module', title: t('columns.module'), width: 150, render: (entry) => labels.module(entry) },
    { key: 'action', title: t('columns.action'), width: 180, render: (entry) => labels.action(entry.action) },
    { key: 'entity', title: t('columns.record'), width: 170, render: (entry) => <RecordCell entry={entry} /> },
    {
      key: 'changes',
      title: t('columns.changes'),
      width: 130,
      render: (entry) => {
        const changed = auditChanges(entry).length;
        return changed === 0 ? (
          <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={(event) => {
              event.stopPropagation();
              setOpened(entry);
            }}
          >
            {t('viewChanges')}
          </Button>
        );
      },
    },
  ];

  return (
    <Page title={t('title')} extra={<ExportMenu title={t('export.title')} start={(format) => startAuditTrailExport({ filter, format })} />}>
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <DataTable
        contract={listAuditTrail}
        filter={auditTrailRequestFilter(filter)}
        toolbar={<AuditFilters value={filterState} onChange={setFilterState} />}
        rowKey="id"
        columns={columns}
        defaultSort={{ key: 'at', dir: 'desc' }}
        emptyText={t('empty')}
        onRowClick={setOpened}
      />
      <AuditEntryDrawer entry={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
