import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listLoans, LOAN_STATUSES, type Loan, type LoanStatus } from '@tenaga/contracts/modules/loans.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { LoanDetailDrawer } from './loan-detail-drawer.tsx';
import { LoanFormDrawer } from './loan-form-drawer.tsx';
import { STATUS_COLOURS } from './loan-status.ts';

/**
 * Payroll › Loans: loans and advances with what is still owed and the next instalment; HR lends
 * and records repayments, an employee sees their own.
 */
export default function LoansPage() {
  const { t } = useTranslation('loans');
  const canEdit = useMenuAccess('loans') === 'edit';
  const format = useFormat();
  const [status, setStatus] = useState<LoanStatus | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Page
      title={t('menu:loans')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('newLoan')}
          </Button>
        )
      }
    >
      <Segmented<LoanStatus | 'all'>
        value={status}
        onChange={setStatus}
        aria-label={t('fields.status')}
        options={[{ value: 'all', label: t('allStatuses') }, ...LOAN_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
        style={{ marginBottom: 12 }}
      />
      <DataTable
        contract={listLoans}
        rowKey="id"
        label={t('menu:loans')}
        emptyText={canEdit ? t('emptyLender') : t('empty')}
        filter={status === 'all' ? {} : { status }}
        defaultSort={{ key: 'disbursedOn', dir: 'desc' }}
        onRowClick={(loan) => setOpenId(loan.id)}
        columns={[
          {
            key: 'employeeName',
            title: t('fields.employee'),
            sortable: true,
            render: (loan: Loan) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => setOpenId(loan.id)}>{loan.employeeName}</Typography.Link>
                <Typography.Text type="secondary">{loan.employmentNumber}</Typography.Text>
              </Space>
            ),
          },
          { key: 'kind', title: t('fields.kind'), render: (loan: Loan) => t(`kinds.${loan.kind}`) },
          {
            key: 'disbursedOn',
            title: t('fields.disbursedOn'),
            sortable: true,
            render: (loan: Loan) => format.calendarDate(loan.disbursedOn),
          },
          { key: 'principal', title: t('fields.principal'), sortable: true, render: (loan: Loan) => format.money(loan.principal) },
          { key: 'balance', title: t('fields.balance'), sortable: true, render: (loan: Loan) => format.money(loan.balance) },
          {
            key: 'nextInstalment',
            title: t('fields.nextInstalment'),
            render: (loan: Loan) =>
              loan.nextInstalment
                ? t('instalmentIn', {
                    amount: format.money(loan.nextInstalment.amount),
                    month: format.payMonth(loan.nextInstalment.period),
                  })
                : '—',
          },
          {
            key: 'status',
            title: t('fields.status'),
            sortable: true,
            render: (loan: Loan) => <Tag color={STATUS_COLOURS[loan.status]}>{t(`statuses.${loan.status}`)}</Tag>,
          },
        ]}
      />
      <LoanFormDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          setOpenId(id);
        }}
      />
      <LoanDetailDrawer id={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </Page>
  );
}
