import { useMemo, useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { CheckOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listResolveItems, type ResolveItem } from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { SteppedRangePicker } from '../../../components/date-range-picker/stepped-range-picker.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { DayDetailModal } from './day-detail-modal.tsx';
import { DeviceImportModal } from './device-import-modal.tsx';
import { ProblemTags, WARNING_TEXT } from './problem-tags.tsx';
import { ResolveModal } from './resolve-modal.tsx';
import { useAddressRange } from '../../../components/date-range-picker/use-address-range.ts';

type TableKind = 'scheduled' | 'nonScheduled';
const itemKey = (item: Pick<ResolveItem, 'employeeId' | 'date'>) => `${item.employeeId}:${item.date}`;

function ItemsTable({
  items,
  selected,
  onSelect,
  onOpen,
  onResolve,
}: {
  readonly items: readonly ResolveItem[];
  readonly selected: readonly string[];
  readonly onSelect: (keys: string[]) => void;
  readonly onOpen: (item: ResolveItem) => void;
  readonly onResolve: (item: ResolveItem) => void;
}) {
  const { t } = useTranslation('attendanceResolve');
  const format = useFormat();
  return (
    // Scrolled by its box, not by antd's scroll.x: that adds a hidden measuring row holding the selection's checkbox.
    <div style={{ overflowX: 'auto' }}>
      <Table<ResolveItem>
        size="small"
        rowKey={itemKey}
        dataSource={[...items]}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('empty') }}
        rowSelection={{ selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(String)) }}
        columns={[
          { key: 'date', title: t('columns.date'), render: (_, item) => format.calendarDate(item.date) },
          {
            key: 'employee',
            title: t('columns.employee'),
            render: (_, item) => (
              <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'start' }} onClick={() => onOpen(item)}>
                {`${item.employeeName} (${item.employmentNumber})`}
              </Button>
            ),
          },
          {
            key: 'shift',
            title: t('columns.shift'),
            render: (_, item) => (item.shift ? `${item.shift.start}–${item.shift.end}` : t('noSchedule')),
          },
          {
            key: 'punches',
            title: t('columns.punches'),
            render: (_, item) =>
              item.punches.length === 0 ? (
                <Typography.Text type="secondary">{t('noPunches')}</Typography.Text>
              ) : (
                <Space size={4} wrap>
                  {item.punches.map((punch, index) => (
                    <Tag key={index} color={punch.flagged ? 'warning' : undefined} style={punch.flagged ? WARNING_TEXT : undefined}>
                      {t(`punch.${punch.action}`, { time: punch.time })}
                    </Tag>
                  ))}
                </Space>
              ),
          },
          { key: 'problems', title: t('columns.problems'), render: (_, item) => <ProblemTags problems={item.problems} /> },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_, item) => (
              <Button size="small" onClick={() => onResolve(item)} aria-label={t('resolveOne', { name: item.employeeName })}>
                {t('resolve')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * Attendance › Resolve: the range's days that need a look, scheduled days and days without a
 * schedule in two tables, each day's detail, and their resolution one by one or in bulk.
 */
export default function ResolvePage() {
  const { t } = useTranslation('attendanceResolve');
  const { from, to, range, setRange } = useAddressRange('isoWeek');
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const [tab, setTab] = useState<TableKind>('scheduled');
  const [selected, setSelected] = useState<string[]>([]);
  const [resolving, setResolving] = useState<readonly ResolveItem[] | null>(null);
  const [opened, setOpened] = useState<ResolveItem | null>(null);
  const [importing, setImporting] = useState(false);
  const categories = useContractQuery(listEmployeeFilters);
  // The individual employee filter chooses among the people the caller reaches.
  const employees = useContractQuery(listEmployeeOptions);
  const query = useContractQuery(listResolveItems, { body: { from, to, filter } });
  const items = useMemo(() => query.data?.[tab] ?? [], [query.data, tab]);
  const chosen = items.filter((item) => selected.includes(itemKey(item)));

  const table = (kind: TableKind) => ({
    key: kind,
    label: t(`tabs.${kind}`, { count: query.data?.[kind].length ?? 0 }),
    children: (
      <ItemsTable
        items={query.data?.[kind] ?? []}
        selected={selected}
        onSelect={setSelected}
        onOpen={setOpened}
        onResolve={(item) => setResolving([item])}
      />
    ),
  });

  return (
    <Page title={t('title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SteppedRangePicker value={range} onChange={setRange} step="isoWeek" aria-label={t('range')} />
        <AdvancedFilter
          mode="modal"
          categories={categories.data ?? []}
          loading={categories.isPending}
          value={filter}
          onChange={setFilter}
          employees={{ options: employees.data ?? [], loading: employees.isPending }}
        />
        <Button type="primary" icon={<CheckOutlined aria-hidden />} disabled={chosen.length === 0} onClick={() => setResolving(chosen)}>
          {t('resolveSelected', { count: chosen.length })}
        </Button>
        <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
          {t('deviceImport.button')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <PageTabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as TableKind);
            setSelected([]);
          }}
          items={[table('scheduled'), table('nonScheduled')]}
        />
      </QueryState>
      <ResolveModal
        items={resolving}
        onClose={(done) => {
          setResolving(null);
          if (done) setSelected([]);
        }}
      />
      <DeviceImportModal open={importing} onClose={() => setImporting(false)} />
      <DayDetailModal
        item={opened}
        onClose={() => setOpened(null)}
        onResolve={(item) => {
          setOpened(null);
          setResolving([item]);
        }}
      />
    </Page>
  );
}
