import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewPayItems, type DuePayItem } from '@tenaga/contracts/modules/pay-items.contracts';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { usePrintPayItems } from '../api/print-pay-items.ts';

/** The pay items due in a month, by employee, with totals by kind: what the payrun will read. */
export function PreviewPanel() {
  const { t } = useTranslation('payItems');
  const format = useFormat();
  const [month, setMonth] = useState<string | null>(dayjs().tz(format.region.timezone).format('YYYY-MM'));
  const [shown, setShown] = useState<string | null>(null);
  const preview = useContractQuery(previewPayItems, { body: { period: shown ?? '' } }, { enabled: shown !== null });
  const printing = usePrintPayItems();
  const showError = useErrorNotice();
  const money = (amount: string | null) => (amount === null ? t('formula') : format.money(amount));
  return (
    <Card size="small" title={t('preview')} style={{ marginTop: 16 }}>
      <Space wrap>
        <MonthInput value={month} onChange={setMonth} aria-label={t('fields.period')} allowClear={false} />
        <Button onClick={() => setShown(month)} disabled={!month} loading={preview.isFetching}>
          {t('preview')}
        </Button>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          disabled={!month}
          loading={printing.isPending}
          onClick={() =>
            month &&
            printing.mutate(
              { body: { view: 'month', period: month }, fallbackName: t('pdf.fileMonth', { period: month }) },
              { onError: showError },
            )
          }
        >
          {t('pdf.print')}
        </Button>
      </Space>
      {shown && preview.data && (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={5}>{t('previewTitle', { period: format.payMonth(shown) })}</Typography.Title>
          {preview.data.employees.length === 0 ? (
            <Empty description={t('previewEmpty')} />
          ) : (
            preview.data.employees.map((employee) => (
              <div key={employee.employeeId} style={{ marginBottom: 16 }}>
                <Typography.Text strong>
                  {employee.employeeName} ({employee.employmentNumber})
                </Typography.Text>
                <Table<DuePayItem>
                  size="small"
                  rowKey="assignmentId"
                  pagination={false}
                  scroll={{ x: true }}
                  dataSource={employee.items}
                  columns={[
                    { key: 'policy', title: t('fields.policy'), render: (_value, item) => item.policyName },
                    { key: 'kind', title: t('fields.kind'), render: (_value, item) => t(`kinds.${item.kind}`) },
                    {
                      key: 'days',
                      title: t('fields.days'),
                      render: (_value, item) => `${format.calendarDate(item.from)} – ${format.calendarDate(item.to)}`,
                    },
                    { key: 'amount', title: t('fields.amount'), align: 'right', render: (_value, item) => money(item.amount) },
                  ]}
                />
                <Typography.Text type="secondary">
                  {(['earning', 'benefit', 'deduction'] as const)
                    .map((kind) => `${t(`kinds.${kind}`)}: ${format.money(employee.totals[kind])}`)
                    .join(' · ')}
                </Typography.Text>
              </div>
            ))
          )}
        </div>
      )}
    </Card>
  );
}
