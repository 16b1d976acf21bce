import { Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPaymentFormulaUsage } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

const STATUS_COLOURS: Readonly<Record<string, string>> = { past: 'default', current: 'green', scheduled: 'blue' };

/** Where a formula is used: the employees it is assigned to, and the payruns that used a version of it. */
export function FormulaUsagePanel({ id }: { readonly id: string }) {
  const { t } = useTranslation('paymentFormulas');
  const format = useFormat();
  const usage = useContractQuery(getPaymentFormulaUsage, { params: { id } });
  return (
    <QueryState isPending={usage.isPending} error={usage.error} onRetry={() => void usage.refetch()}>
      <Table
        rowKey={(row) => `${row.employeeId}:${row.from}`}
        pagination={false}
        dataSource={usage.data?.assignments ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('usage.none')} /> }}
        columns={[
          { key: 'employee', title: t('fields.employee'), render: (_, row) => `${row.employeeName} (${row.employmentNumber})` },
          { key: 'from', title: t('fields.from'), render: (_, row) => format.calendarDate(row.from) },
          {
            key: 'status',
            title: t('fields.status'),
            render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('usage.payruns', { count: usage.data?.payruns.length ?? 0 })}
      </Typography.Title>
      <Table
        rowKey={(row) => `${row.id}:${row.versionNumber}`}
        pagination={false}
        dataSource={usage.data?.payruns ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('usage.noPayruns')} /> }}
        columns={[
          {
            key: 'period',
            title: t('usage.period'),
            render: (_, row) => <Link to={`/payroll/payrun-summary?run=${row.id}`}>{format.payMonth(row.period)}</Link>,
          },
          { key: 'version', title: t('fields.versionNumber'), render: (_, row) => row.versionNumber },
        ]}
      />
    </QueryState>
  );
}
