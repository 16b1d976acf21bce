import { Drawer, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeSalaryHistory, type SalaryChange } from '@tenaga/contracts/modules/employee-records.contracts';
import { listEmployeeSalaryIncrements, type SalaryIncrement } from '@tenaga/contracts/modules/salary-increments.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { STATUS_COLOURS } from './increment-status.ts';

/** One employee's salary over time (the salary history every change writes) and their increments. */
export function SalaryHistoryDrawer({
  employee,
  onClose,
}: {
  readonly employee: { readonly id: string; readonly name: string } | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('salaryIncrements');
  const format = useFormat();
  const id = employee?.id ?? '';
  const history = useContractQuery(getEmployeeSalaryHistory, { params: { id } }, { enabled: employee !== null });
  const increments = useContractQuery(listEmployeeSalaryIncrements, { params: { id } }, { enabled: employee !== null });

  return (
    <Drawer open={employee !== null} onClose={onClose} size="min(640px, 100vw)" title={t('history.title', { name: employee?.name ?? '' })}>
      {history.isPending || increments.isPending ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph>
            {t('history.current')}: <strong>{history.data?.current ? format.money(history.data.current) : '—'}</strong>
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('history.changes')}</Typography.Title>
          <Table<SalaryChange>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey={(change) => `${change.at}-${change.salary}`}
            locale={{ emptyText: t('history.empty') }}
            dataSource={history.data?.changes ?? []}
            columns={[
              { key: 'date', title: t('history.from'), render: (_, change) => format.calendarDate(change.date) },
              {
                key: 'previous',
                title: t('fields.previousSalary'),
                render: (_, change) => (change.previous ? format.money(change.previous) : '—'),
              },
              { key: 'salary', title: t('fields.newSalary'), render: (_, change) => (change.salary ? format.money(change.salary) : '—') },
              { key: 'changedBy', title: t('history.changedBy'), render: (_, change) => change.changedBy ?? t('history.system') },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('history.increments')}
          </Typography.Title>
          <Table<SalaryIncrement>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="id"
            locale={{ emptyText: t('empty') }}
            dataSource={increments.data ?? []}
            columns={[
              { key: 'effectiveDate', title: t('fields.effectiveDate'), render: (_, row) => format.calendarDate(row.effectiveDate) },
              { key: 'newSalary', title: t('fields.newSalary'), render: (_, row) => format.money(row.newSalary) },
              { key: 'reason', title: t('fields.reason'), render: (_, row) => row.reason },
              {
                key: 'status',
                title: t('fields.status'),
                render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`statuses.${row.status}`)}</Tag>,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
