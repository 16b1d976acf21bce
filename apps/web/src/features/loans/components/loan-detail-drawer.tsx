import { useState } from 'react';
import { Button, Descriptions, Drawer, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLoan, type LoanDetail, type LoanEntry, type LoanInstalment } from '@tenaga/contracts/modules/loans.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteLoan } from '../api/loans.mutations.ts';
import { BalanceAtDate } from './balance-at-date.tsx';
import { LoanActionModal, type LoanAction } from './loan-action-modal.tsx';
import { STATUS_COLOURS } from './loan-status.ts';

const INSTALMENT_COLOURS = { planned: 'default', deducted: 'green', cancelled: 'default' } as const;

/** One loan: its terms, what is owed, the schedule, the ledger; HR's actions on it. */
export function LoanDetailDrawer({
  id,
  canEdit,
  onClose,
}: {
  readonly id: string | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteLoan();
  const [action, setAction] = useState<LoanAction | null>(null);
  const query = useContractQuery(getLoan, { params: { id: id ?? '' } }, { enabled: id !== null });
  const loan = id ? query.data : undefined;

  const confirmDelete = (item: LoanDetail) =>
    modal.confirm({
      title: t('delete.title', { name: item.employeeName }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        remove.mutateAsync(item.id).then(() => {
          message.success(t('delete.done', { name: item.employeeName }));
          onClose();
        }, showError),
    });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={loan ? `${loan.employeeName} · ${t(`kinds.${loan.kind}`)}` : t('detailTitle')}
    >
      {!loan ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {canEdit && loan.status !== 'settled' && (
            <Space wrap>
              <Button type="primary" onClick={() => setAction('repay')}>
                {t('actions.repay')}
              </Button>
              <Button onClick={() => setAction('settle')}>{t('actions.settle')}</Button>
              {loan.status === 'paused' ? (
                <Button onClick={() => setAction('resume')}>{t('actions.resume')}</Button>
              ) : (
                <Button onClick={() => setAction('pause')}>{t('actions.pause')}</Button>
              )}
              {loan.ledger.every((entry) => entry.kind === 'disbursement' || entry.kind === 'interest') && (
                <Button danger onClick={() => confirmDelete(loan)}>
                  {t('common:delete')}
                </Button>
              )}
            </Space>
          )}
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('fields.status')}>
              <Tag color={STATUS_COLOURS[loan.status]}>{t(`statuses.${loan.status}`)}</Tag>
              {loan.pausedFrom !== null && t('pausedFrom', { month: format.payMonth(loan.pausedFrom) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.balance')}>
              <Typography.Text strong>{format.money(loan.balance)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.principal')}>{format.money(loan.principal)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.interest')}>
              {format.money(loan.interest)} ({loan.interestRate} %)
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.disbursedOn')}>{format.calendarDate(loan.disbursedOn)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.employmentNumber')}>{loan.employmentNumber}</Descriptions.Item>
            {loan.reason !== '' && (
              <Descriptions.Item label={t('fields.reason')} span={2}>
                <span style={{ whiteSpace: 'pre-line' }}>{loan.reason}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <BalanceAtDate loanId={loan.id} />
          <section aria-labelledby="loan-schedule">
            <Typography.Title level={2} id="loan-schedule" style={{ fontSize: 16 }}>
              {t('schedule')}
            </Typography.Title>
            <Table<LoanInstalment>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={loan.instalments}
              columns={[
                { key: 'period', title: t('fields.period'), render: (_, row) => format.payMonth(row.period) },
                { key: 'amount', title: t('fields.amount'), align: 'right', render: (_, row) => format.money(row.amount) },
                {
                  key: 'status',
                  title: t('fields.status'),
                  render: (_, row) => <Tag color={INSTALMENT_COLOURS[row.status]}>{t(`instalmentStatuses.${row.status}`)}</Tag>,
                },
              ]}
            />
          </section>
          <section aria-labelledby="loan-ledger">
            <Typography.Title level={2} id="loan-ledger" style={{ fontSize: 16 }}>
              {t('ledger')}
            </Typography.Title>
            <Table<LoanEntry>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={loan.ledger}
              columns={[
                { key: 'date', title: t('fields.date'), render: (_, row) => format.calendarDate(row.date) },
                {
                  key: 'kind',
                  title: t('fields.entry'),
                  render: (_, row) => (
                    <>
                      {t(`entries.${row.kind}`)}
                      {row.period && <Typography.Text type="secondary"> · {format.payMonth(row.period)}</Typography.Text>}
                      {row.note && <div style={{ whiteSpace: 'pre-line' }}>{row.note}</div>}
                    </>
                  ),
                },
                { key: 'amount', title: t('fields.amount'), align: 'right', render: (_, row) => format.money(row.amount) },
                { key: 'balance', title: t('fields.balance'), align: 'right', render: (_, row) => format.money(row.balance) },
              ]}
            />
          </section>
          <LoanActionModal loan={loan} action={action} onClose={() => setAction(null)} />
        </Space>
      )}
    </Drawer>
  );
}
