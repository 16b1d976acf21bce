import { useState } from 'react';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPaymentRates, type PaymentRate } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeletePaymentRate } from '../api/payment-formulas.mutations.ts';
import { RateDrawer } from './rate-drawer.tsx';

/** Settings › Payment formula › Rates: named company amounts formulas read as rate.<code>, each from a date. */
export default function RatesPage() {
  const { t } = useTranslation('paymentFormulas');
  const canEdit = useMenuAccess('paymentFormulaRates') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const rates = useContractQuery(listPaymentRates);
  const remove = useDeletePaymentRate();
  const [editing, setEditing] = useState<PaymentRate | 'new' | null>(null);

  const confirmDelete = (rate: PaymentRate) =>
    modal.confirm({
      title: t('rates.deleteTitle', { name: rate.name, date: format.calendarDate(rate.effectiveFrom) }),
      content: t('rates.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(rate.id).then(() => message.success(t('rates.deleted')), showError),
    });

  return (
    <Page
      title={t('menu:paymentFormulaRates')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('rates.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('rates.intro')}</Typography.Paragraph>
      <QueryState isPending={rates.isPending} error={rates.error} onRetry={() => void rates.refetch()}>
        <Table<PaymentRate>
          rowKey="id"
          dataSource={rates.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('rates.empty')} /> }}
          columns={[
            {
              key: 'code',
              title: t('rateFields.code'),
              render: (_, rate) => <Typography.Text code>{`rate.${rate.code}`}</Typography.Text>,
            },
            { key: 'name', title: t('rateFields.name'), dataIndex: 'name' },
            { key: 'amount', title: t('rateFields.amount'), align: 'right', render: (_, rate) => rate.amount },
            { key: 'effectiveFrom', title: t('rateFields.effectiveFrom'), render: (_, rate) => format.calendarDate(rate.effectiveFrom) },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('fields.actions'),
                    render: (_: unknown, rate: PaymentRate) => (
                      <Space size={0} wrap>
                        <Button
                          type="link"
                          size="small"
                          icon={<EditOutlined aria-hidden />}
                          onClick={() => setEditing(rate)}
                          aria-label={`${t('common:edit')}: ${rate.name}`}
                        >
                          {t('common:edit')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          onClick={() => confirmDelete(rate)}
                          aria-label={`${t('common:delete')}: ${rate.name}`}
                        >
                          {t('common:delete')}
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      <RateDrawer rate={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
