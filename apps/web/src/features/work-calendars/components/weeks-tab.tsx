import { useState } from 'react';
import { Button, Checkbox, Empty, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { AppstoreAddOutlined, DeleteOutlined, LockOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HolidayCalendars } from '@tenaga/contracts/modules/work-calendars.contracts';
import {
  listWeekAssignments,
  listWorkingWeeks,
  type WeekAssignmentRow,
  type WeekAssignmentScope,
  type WorkingWeekItem,
} from '@tenaga/contracts/modules/work-calendars/working-weeks';
import type { StandardWorkingWeekName } from '@tenaga/domain';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAddStandardWorkingWeeks, useDeleteWeekAssignment, useDeleteWorkingWeek } from '../api/work-calendars.mutations.ts';
import { AssignmentDrawer } from './assignment-drawer.tsx';
import { WeekFormDrawer } from './week-form-drawer.tsx';
import { daysPerWeek, FRACTION_KEYS, weekdayNames, type Fraction } from './week-days.ts';

const STATUS_COLOURS = { past: 'default', current: 'green', scheduled: 'blue' } as const;
const ALL = 'all';

/** Monday to Sunday as small tags: a full day, a half day (½) or a rest day (struck). */
function DaysTags({ days }: { readonly days: readonly number[] }) {
  const { t } = useTranslation('workCalendars');
  const short = weekdayNames('short');
  const long = weekdayNames('long');
  return (
    <Space size={[4, 4]} wrap>
      {days.map((fraction, index) => {
        const label = `${long[index]}: ${t(`weeks.fraction.${FRACTION_KEYS[fraction as Fraction]}`)}`;
        return (
          <Tag key={index} color={fraction === 1 ? 'blue' : fraction === 0.5 ? 'gold' : undefined} style={{ marginInlineEnd: 0 }}>
            <span role="img" aria-label={label} title={label}>
              {fraction === 0 ? (
                <Typography.Text delete type="secondary">
                  {short[index]}
                </Typography.Text>
              ) : (
                short[index]
              )}
              {fraction === 0.5 ? ' ½' : ''}
            </span>
          </Tag>
        );
      })}
    </Space>
  );
}

/** Settings › Public holiday › Working weeks: the company's weeks, and which applies where from which date. */
export function WeeksTab({ calendars, canEdit }: { readonly calendars: HolidayCalendars; readonly canEdit: boolean }) {
  const { t } = useTranslation('workCalendars');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const query = useContractQuery(listWorkingWeeks);
  const [editing, setEditing] = useState<WorkingWeekItem | 'new' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [standardOpen, setStandardOpen] = useState(false);
  const [standardNames, setStandardNames] = useState<StandardWorkingWeekName[]>([]);
  const [level, setLevel] = useState<WeekAssignmentScope | typeof ALL>(ALL);
  const removeWeek = useDeleteWorkingWeek();
  const addStandard = useAddStandardWorkingWeeks();
  const withdraw = useDeleteWeekAssignment();
  const data = query.data;

  const usageText = (week: WorkingWeekItem) => {
    const parts = [
      ...(week.usage.company ? [t('weeks.usage.company')] : []),
      ...(week.usage.locations ? [t('weeks.usage.locations', { count: week.usage.locations })] : []),
      ...(week.usage.employees ? [t('weeks.usage.employees', { count: week.usage.employees })] : []),
    ];
    return parts.length ? parts.join(' · ') : t('weeks.usage.none');
  };

  const confirmDelete = (week: WorkingWeekItem) =>
    modal.confirm({
      title: t('weeks.delete.title', { name: week.name }),
      content: t('weeks.delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => removeWeek.mutateAsync(week.id).then(() => message.success(t('weeks.delete.done', { name: week.name })), showError),
    });

  const confirmWithdraw = (row: WeekAssignmentRow) =>
    modal.confirm({
      title: t('weeks.assignments.withdrawTitle'),
      content: t('weeks.assignments.withdrawBody'),
      okText: t('weeks.assignments.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => withdraw.mutateAsync(row.id).then(() => message.success(t('weeks.assignments.withdrawn')), showError),
    });

  const openStandard = () => {
    setStandardNames(data?.suggested ?? []);
    setStandardOpen(true);
  };
  const submitStandard = () =>
    addStandard.mutateAsync({ names: standardNames }).then((added) => {
      setStandardOpen(false);
      message.success(added.length ? t('weeks.standardAdded', { count: added.length }) : t('weeks.standardNone'));
    }, showError);

  const targetOf = (row: WeekAssignmentRow) => (
    <Space size={4} wrap>
      <Tag style={{ marginInlineEnd: 0 }}>{t(`weeks.assignments.scope.${row.scope}`)}</Tag>
      {row.scope !== 'company' && row.targetName}
    </Space>
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <section aria-labelledby="working-weeks-title">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Title level={5} id="working-weeks-title" style={{ margin: 0 }}>
              {t('weeks.title')}
            </Typography.Title>
            {canEdit && (
              <Space wrap>
                <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={openStandard} disabled={!data}>
                  {t('weeks.addStandard')}
                </Button>
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
                  {t('weeks.add')}
                </Button>
              </Space>
            )}
          </Space>
          <Typography.Text type="secondary">{t('weeks.intro')}</Typography.Text>
          <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
            <Table<WorkingWeekItem>
              rowKey="id"
              dataSource={data?.weeks ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('weeks.empty')} /> }}
              columns={[
                {
                  key: 'name',
                  title: t('weeks.fields.name'),
                  width: 200,
                  render: (_, week) => (
                    <Space size={4}>
                      {week.name}
                      {week.inForce && (
                        <Tooltip title={t('weeks.inForceHint')}>
                          <LockOutlined aria-label={t('weeks.inForce')} />
                        </Tooltip>
                      )}
                    </Space>
                  ),
                },
                {
                  key: 'days',
                  title: t('weeks.fields.days'),
                  render: (_, week) => (
                    <Space size={8} wrap>
                      <DaysTags days={week.days} />
                      <Typography.Text type="secondary">{t('weeks.perWeek', { days: daysPerWeek(week.days) })}</Typography.Text>
                    </Space>
                  ),
                },
                { key: 'usage', title: t('weeks.fields.usage'), render: (_, week) => usageText(week) },
                ...(canEdit
                  ? [
                      {
                        key: 'actions',
                        title: t('weeks.fields.actions'),
                        render: (_: unknown, week: WorkingWeekItem) => (
                          <RowActions name={week.name} onEdit={() => setEditing(week)} onDelete={() => confirmDelete(week)} />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </QueryState>
        </Space>
      </section>

      <section aria-labelledby="week-assignments-title">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Title level={5} id="week-assignments-title" style={{ margin: 0 }}>
              {t('weeks.assignments.title')}
            </Typography.Title>
            {canEdit && (
              <Button
                type="primary"
                icon={<ScheduleOutlined aria-hidden />}
                onClick={() => setAssigning(true)}
                disabled={!data || data.weeks.length === 0}
              >
                {t('weeks.assignments.add')}
              </Button>
            )}
          </Space>
          <Typography.Text type="secondary">{t('weeks.assignments.intro')}</Typography.Text>
          <DataTable
            contract={listWeekAssignments}
            rowKey="id"
            label={t('weeks.assignments.title')}
            filter={level === ALL ? {} : { scope: level }}
            emptyText={t('weeks.assignments.empty')}
            toolbar={
              <Select
                aria-label={t('weeks.assignments.level')}
                value={level}
                onChange={setLevel}
                style={{ minWidth: 140 }}
                options={[
                  { value: ALL, label: t('weeks.assignments.allLevels') },
                  ...(['company', 'location', 'employee'] as const).map((value) => ({
                    value,
                    label: t(`weeks.assignments.scope.${value}`),
                  })),
                ]}
              />
            }
            columns={[
              { key: 'target', title: t('weeks.assignments.level'), render: (row) => targetOf(row) },
              {
                key: 'week',
                title: t('weeks.assignments.week'),
                render: (row) =>
                  row.weekName ?? (
                    <Typography.Text type="secondary">
                      {t(`weeks.assignments.follow.${row.scope === 'employee' ? 'employee' : 'location'}`)}
                    </Typography.Text>
                  ),
              },
              { key: 'from', title: t('weeks.assignments.from'), render: (row) => format.calendarDate(row.from) },
              {
                key: 'status',
                title: t('weeks.assignments.statusTitle'),
                render: (row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`weeks.assignments.status.${row.status}`)}</Tag>,
              },
              ...(canEdit
                ? [
                    {
                      key: 'actions',
                      title: t('weeks.fields.actions'),
                      render: (row: WeekAssignmentRow) =>
                        row.status === 'scheduled' && (
                          <Button
                            type="link"
                            size="small"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            onClick={() => confirmWithdraw(row)}
                            aria-label={`${t('weeks.assignments.withdraw')}: ${row.scope === 'company' ? t('weeks.assignments.scope.company') : row.targetName} ${format.calendarDate(row.from)}`}
                          >
                            {t('weeks.assignments.withdraw')}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </Space>
      </section>

      <WeekFormDrawer item={editing} onClose={() => setEditing(null)} />
      {data && (
        <AssignmentDrawer
          open={assigning}
          weeks={data.weeks}
          calendars={calendars}
          today={data.today}
          onClose={() => setAssigning(false)}
        />
      )}
      <AppModal
        open={standardOpen}
        title={t('weeks.standardTitle')}
        submitText={t('weeks.addStandard')}
        submitDisabled={standardNames.length === 0}
        submitLoading={addStandard.isPending}
        onSubmit={submitStandard}
        onClose={() => setStandardOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('weeks.standardHint')}</Typography.Paragraph>
        <Checkbox.Group
          aria-label={t('weeks.standardTitle')}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={standardNames}
          onChange={(values) => setStandardNames(values as StandardWorkingWeekName[])}
          options={(['fiveDay', 'fiveAndHalfDay', 'sixDay', 'fridaySaturdayWeekend'] as const).map((name) => ({
            value: name,
            label: t(`weeks.standard.${name}`),
          }))}
        />
      </AppModal>
    </Space>
  );
}
