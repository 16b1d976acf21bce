import { useMemo, useState } from 'react';
import { Button, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listAuditTrail, type AuditEntry, type AuditFilter } from '@tenaga/contracts/modules/audit.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { TIMINGS_MS } from '@tenaga/contracts/constants';
import { auditTrailRequestFilter } from '../api/list-audit-trail.ts';
import { AuditSummary } from './audit-change-list.tsx';
import { ActorCell } from './audit-cells.tsx';
import { AuditEntryDrawer } from './audit-entry-drawer.tsx';
import { AuditFilters, EMPTY_AUDIT_FILTER, type AuditFilterState } from './audit-filters.tsx';
import { ExportMenu } from '../../../components/export-menu/export-menu.tsx';
import { startAuditTrailExport } from '../api/export-audit-trail.ts';
import { useAuditLabels } from './use-audit-labels.ts';

function toAuditFilter(state: AuditFilterState, record: string): AuditFilter {
  return {
    ...(state.userIds.length ? { userIds: [...state.userIds] } : {}),
    ...(record.trim() ? { record: record.trim() } : {}),
    ...(state.modules.length ? { modules: [...state.modules] } : {}),
    ...(state.actions.length ? { actions: [...state.actions] } : {}),
    ...(state.range ? { from: state.range.startDate, to: state.range.endDate } : {}),
  };
}

/** Settings › Audit trail: who changed what and when, in words, filtered, paged and exportable. */
export default function AuditTrailPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const labels = useAuditLabels();
  const [filterState, setFilterState] = useState(EMPTY_AUDIT_FILTER);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  // The record's name is typed: the table asks once the typing pauses.
  const record = useDebouncedValue(filterState.record, TIMINGS_MS.searchDebounce);
  const filter = useMemo(() => toAuditFilter(filterState, record), [filterState, record]);

  const phone = !(Grid.useBreakpoint().md ?? true);

  const details = (entry: AuditEntry) => (
    // The row opens on a click; the link opens it from the keyboard.
    <Button
      type="link"
      size="small"
      style={{ paddingInline: 0 }}
      onClick={(event) => {
        event.stopPropagation();
        setOpened(entry);
      }}
    >
      {t('details')}
    </Button>
  );

  // At phone width one column tells it all: when, then the sentence (which names who).
  const phoneColumns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: t('columns.summary'),
      sortable: true,
      render: (entry) => (
        // The table scrolls sideways for wide content: the sentence wraps within the screen instead.
        <div style={{ maxWidth: 'calc(100vw - 64px)', whiteSpace: 'normal' }}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {format.dateTime(entry.at)}
          </Typography.Text>
          <AuditSummary entry={entry} />
          {entry.impersonator && (
            <Typography.Text type="secondary" style={{ fontSize: 13, display: 'block' }}>
              {t('impersonatedBy', { name: entry.impersonator.name })}
            </Typography.Text>
          )}
          {details(entry)}
        </div>
      ),
    },
  ];

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: t('columns.time'),
      sortable: true,
      width: 190,
      render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</span>,
    },
    { key: 'actor', title: t('columns.user'), width: 200, render: (entry) => <ActorCell entry={entry} /> },
    {
      key: 'summary',
      title: t('columns.summary'),
      render: (entry) => (
        <>
          <AuditSummary entry={entry} />
          {details(entry)}
        </>
      ),
    },
    { key: 'module', title: t('columns.module'), width: 150, render: (entry) => labels.module(entry) },
  ];

  return (
    <Page title={t('title')} extra={<ExportMenu title={t('export.title')} start={(format) => startAuditTrailExport({ filter, format })} />}>
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <DataTable
        contract={listAuditTrail}
        filter={auditTrailRequestFilter(filter)}
        toolbar={<AuditFilters value={filterState} onChange={setFilterState} />}
        rowKey="id"
        columns={phone ? phoneColumns : columns}
        defaultSort={{ key: 'at', dir: 'desc' }}
        emptyText={t('empty')}
        onRowClick={setOpened}
      />
      <AuditEntryDrawer entry={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
