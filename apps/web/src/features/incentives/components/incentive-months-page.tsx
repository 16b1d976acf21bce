import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Empty, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, SaveOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { getIncentiveMonth, listIncentiveSchemeOptions, type IncentiveEntry } from '@tenaga/contracts/modules/incentives.contracts';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { EmployeePicker } from '../../../components/employee-picker/employee-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteIncentiveEntry, useSaveIncentiveMonth } from '../api/incentives.mutations.ts';

const FIGURE = /^\d{1,16}(\.\d{1,2})?$/;

interface Row {
  readonly employeeId: string;
  readonly label: string;
  readonly saved: IncentiveEntry | null;
  readonly target: string;
  readonly achievement: string;
}

const changed = (row: Row) => !row.saved || (row.saved.target ?? '') !== row.target || row.saved.achievement !== row.achievement;

/**
 * Incentives: a scheme's month — each person's target and achievement, typed in a grid, and the
 * amount the scheme's formula gave them when saved; people added from the picker, removed after a question.
 */
export default function IncentiveMonthsPage() {
  const { t } = useTranslation('incentives');
  const format = useFormat();
  const canEdit = useMenuAccess('incentives') === 'edit';
  const canPick = useMenuAccess('employeeList') !== undefined;
  const canSetUp = useMenuAccess('incentiveSetting') !== undefined;
  const schemes = useContractQuery(listIncentiveSchemeOptions, {});
  const [schemeChoice, setSchemeChoice] = useState<string | null>(null);
  const schemeId = schemeChoice ?? schemes.data?.[0]?.id ?? null;
  const [period, setPeriod] = useState<string>(dayjs().tz(format.region.timezone).format('YYYY-MM'));

  return (
    <Page
      title={t('menu:incentives')}
      extra={
        <Space wrap>
          <Select
            style={{ minWidth: 220 }}
            aria-label={t('fields.scheme')}
            placeholder={t('fields.scheme')}
            loading={schemes.isPending}
            value={schemeId ?? undefined}
            onChange={(id: string) => setSchemeChoice(id)}
            options={(schemes.data ?? []).map((scheme) => ({ value: scheme.id, label: scheme.name }))}
          />
          <MonthInput value={period} onChange={(value) => value && setPeriod(value)} allowClear={false} aria-label={t('fields.period')} />
        </Space>
      }
    >
      <QueryState isPending={schemes.isPending} error={schemes.error} onRetry={() => void schemes.refetch()}>
        {!schemeId ? (
          <Empty description={t('noSchemes')}>{canSetUp && <Link to="/settings/incentive">{t('toSettings')}</Link>}</Empty>
        ) : (
          <MonthGrid key={`${schemeId}:${period}`} schemeId={schemeId} period={period} canEdit={canEdit} canPick={canPick} />
        )}
      </QueryState>
    </Page>
  );
}

function MonthGrid({
  schemeId,
  period,
  canEdit,
  canPick,
}: {
  readonly schemeId: string;
  readonly period: string;
  readonly canEdit: boolean;
  readonly canPick: boolean;
}) {
  const { t } = useTranslation('incentives');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const month = useContractQuery(getIncentiveMonth, { params: { id: schemeId }, query: { period } });
  const people = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: canEdit && canPick });
  const save = useSaveIncentiveMonth();
  const remove = useDeleteIncentiveEntry();
  // What was typed, and who was added, since the month was read: by employee.
  const [edits, setEdits] = useState<ReadonlyMap<string, { target: string; achievement: string }>>(new Map());
  const [added, setAdded] = useState<readonly string[]>([]);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [picking, setPicking] = useState<string[] | null>(null);

  const names = useMemo(() => new Map((people.data ?? []).map((person) => [person.id, person.text])), [people.data]);
  const rows: Row[] = useMemo(() => {
    const saved = month.data?.entries ?? [];
    const savedIds = new Set(saved.map((entry) => entry.employeeId));
    const fromSaved = saved.map((entry) => ({
      employeeId: entry.employeeId,
      label: entry.employmentNumber ? `${entry.employmentNumber} · ${entry.employeeName}` : entry.employeeName,
      saved: entry,
      target: edits.get(entry.employeeId)?.target ?? entry.target ?? '',
      achievement: edits.get(entry.employeeId)?.achievement ?? entry.achievement,
    }));
    const fresh = added
      .filter((id) => !savedIds.has(id))
      .map((id) => ({
        employeeId: id,
        label: names.get(id) ?? id,
        saved: null,
        target: edits.get(id)?.target ?? '',
        achievement: edits.get(id)?.achievement ?? '',
      }));
    return [...fromSaved, ...fresh];
  }, [month.data, edits, added, names]);
  const pending = rows.filter(changed);
  const invalid = pending.some((row) => !FIGURE.test(row.achievement) || (row.target !== '' && !FIGURE.test(row.target)));

  const edit = (row: Row, field: 'target' | 'achievement', value: string) =>
    setEdits((current) =>
      new Map(current).set(row.employeeId, { target: row.target, achievement: row.achievement, [field]: value.trim() }),
    );

  const submit = () => {
    setRowErrors(new Map());
    save
      .mutateAsync({
        id: schemeId,
        period,
        entries: pending.map((row) => ({
          employeeId: row.employeeId,
          target: row.target === '' ? null : row.target,
          achievement: row.achievement,
        })),
      })
      .then(
        () => {
          setEdits(new Map());
          setAdded([]);
          message.success(t('saved', { count: pending.length }));
        },
        (error: unknown) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            const byRow = new Map<string, string>();
            for (const [field, text] of Object.entries(error.fieldErrors)) {
              const index = /^entries\.(\d+)\./.exec(field)?.[1];
              const row = index === undefined ? undefined : pending[Number(index)];
              if (row) byRow.set(row.employeeId, text);
            }
            setRowErrors(byRow);
          }
          showError(error);
        },
      );
  };

  const confirmRemove = (row: Row) => {
    if (!row.saved) {
      setAdded((current) => current.filter((id) => id !== row.employeeId));
      return;
    }
    const entry = row.saved;
    modal.confirm({
      title: t('removeEntry.title', { name: row.label }),
      content: t('removeEntry.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        remove.mutateAsync({ id: schemeId, entryId: entry.id }).then(() => {
          setEdits((current) => {
            const next = new Map(current);
            next.delete(row.employeeId);
            return next;
          });
          message.success(t('removeEntry.done', { name: row.label }));
        }, showError),
    });
  };

  const figureInput = (row: Row, field: 'target' | 'achievement') => (
    <Input
      inputMode="decimal"
      value={row[field]}
      disabled={!canEdit}
      aria-label={t(`figureOf.${field}`, { name: row.label })}
      status={
        rowErrors.has(row.employeeId) && field === 'achievement'
          ? 'error'
          : row[field] === ''
            ? field === 'achievement' && changed(row)
              ? 'error'
              : undefined
            : FIGURE.test(row[field])
              ? undefined
              : 'error'
      }
      onChange={(event) => edit(row, field, event.target.value)}
      style={{ maxWidth: 180 }}
    />
  );

  return (
    <QueryState isPending={month.isPending} error={month.error} onRetry={() => void month.refetch()}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {canEdit && (
          <Space wrap>
            {canPick && (
              <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setPicking([])}>
                {t('addPeople')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              disabled={pending.length === 0 || invalid}
              loading={save.isPending}
              onClick={submit}
            >
              {pending.length > 0 ? t('saveMonth', { count: pending.length }) : t('common:save')}
            </Button>
          </Space>
        )}
        <Table<Row>
          rowKey="employeeId"
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('emptyMonth', { period: format.payMonth(period) })} /> }}
          columns={[
            {
              key: 'employee',
              title: t('fields.employee'),
              render: (_, row) => (
                <>
                  {row.label}
                  {rowErrors.get(row.employeeId) && (
                    <Typography.Text type="danger" style={{ display: 'block' }}>
                      {rowErrors.get(row.employeeId)}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { key: 'target', title: t('fields.target'), render: (_, row) => figureInput(row, 'target') },
            { key: 'achievement', title: t('fields.achievement'), render: (_, row) => figureInput(row, 'achievement') },
            {
              key: 'amount',
              title: t('fields.amount'),
              align: 'right',
              render: (_, row) =>
                row.saved && !changed(row) ? (
                  format.money(row.saved.amount)
                ) : (
                  <Typography.Text type="secondary">{t('notSaved')}</Typography.Text>
                ),
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('fields.actions'),
                    render: (_: unknown, row: Row) => (
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => confirmRemove(row)}
                        aria-label={`${t('common:delete')}: ${row.label}`}
                      />
                    ),
                  },
                ]
              : []),
          ]}
          summary={() =>
            month.data && month.data.entries.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong>{format.money(month.data.total)}</Typography.Text>
                </Table.Summary.Cell>
                {canEdit && <Table.Summary.Cell index={4} />}
              </Table.Summary.Row>
            ) : null
          }
        />
        {pending.length > 0 && <Alert type="info" showIcon title={t('unsaved', { count: pending.length })} />}
      </Space>
      <Modal
        open={picking !== null}
        title={t('addPeople')}
        width={720}
        okText={t('common:add')}
        cancelText={t('common:cancel')}
        onCancel={() => setPicking(null)}
        onOk={() => {
          setAdded((current) => [...new Set([...current, ...(picking ?? [])])]);
          setPicking(null);
        }}
        destroyOnHidden
      >
        <EmployeePicker
          options={people.data ?? []}
          loading={people.isPending}
          value={picking ?? []}
          onChange={setPicking}
          aria-label={t('addPeople')}
        />
      </Modal>
    </QueryState>
  );
}
