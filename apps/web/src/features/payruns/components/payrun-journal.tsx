import { useState } from 'react';
import { Alert, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { BookOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@tenaga/contracts/modules/audit.contracts';
import type { Payrun } from '@tenaga/contracts/modules/payruns.contracts';
import { exportPayrunJournal, getPayrunJournal, type JournalLine } from '@tenaga/contracts/modules/payroll-journal.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { useFormat } from '../../../lib/format.ts';

/** A pay line's label: an i18n key for the product's lines, the company's own name for a pay item. */
const isKey = (label: string) => label.startsWith('payruns:lines.') || label.startsWith('payrollJournal:');

/**
 * The run's payroll journal (issue 17 item 7): a button on the summary opening the entries per cost
 * centre and account, whether debits equal credits, the pay lines with no account of their own,
 * and the CSV and Excel exports.
 */
export function PayrunJournalButton({ run }: { readonly run: Pick<Payrun, 'id' | 'period' | 'status' | 'currency'> }) {
  const { t } = useTranslation('payrollJournal');
  const [open, setOpen] = useState(false);
  if (run.status === 'calculating' || run.status === 'failed') return null;
  return (
    <>
      <Button icon={<BookOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('journal.open')}
      </Button>
      <JournalDrawer run={run} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function JournalDrawer({
  run,
  open,
  onClose,
}: {
  readonly run: Pick<Payrun, 'id' | 'period' | 'status' | 'currency'>;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('payrollJournal');
  const format = useFormat();
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const journal = useContractQuery(getPayrunJournal, { params: { id: run.id } }, { enabled: open });
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const money = (amount: string) => (amount === '0.00' ? '' : format.money(amount, run.currency));
  const data = journal.data;

  const download = (fileFormat: ExportFormat) => {
    setExporting(fileFormat);
    callApiForFile(exportPayrunJournal, { params: { id: run.id }, query: { format: fileFormat } })
      .then(({ blob, headers }) => {
        const name = fileNameFromDisposition(headers.get('content-disposition')) ?? `payroll-journal-${run.period}.${fileFormat}`;
        saveBlob(blob, name);
        message.success(t('journal.exported', { name }));
      })
      .catch(showError)
      .finally(() => setExporting(null));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={t('journal.title', { period: format.payMonth(run.period) })}
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting === 'csv'} disabled={!data} onClick={() => download('csv')}>
            {t('journal.exportCsv')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting === 'xlsx'} disabled={!data} onClick={() => download('xlsx')}>
            {t('journal.exportExcel')}
          </Button>
        </Space>
      }
    >
      <QueryState isPending={journal.isPending} error={journal.error} onRetry={() => void journal.refetch()}>
        {data && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Tag color={data.balanced ? 'success' : 'error'} data-testid="journal-balance">
              {data.balanced ? t('journal.balanced') : t('journal.notBalanced')}
            </Tag>
            {data.draft && <Alert type="info" showIcon message={t('journal.draft')} />}
            {data.unmapped.length > 0 && (
              <Alert
                type="warning"
                showIcon
                message={t('journal.unmapped')}
                description={data.unmapped.map((entry) => `${isKey(entry.label) ? t(entry.label) : entry.label}`).join(', ')}
              />
            )}
            <Table<JournalLine>
              size="small"
              rowKey={(line) => `${line.costCentreId ?? ''}:${line.account}:${line.debit === '0.00' ? 'c' : 'd'}`}
              dataSource={data.lines}
              pagination={false}
              scroll={{ x: 640 }}
              locale={{ emptyText: t('journal.empty') }}
              columns={[
                ...(data.dimension === 'none'
                  ? []
                  : [
                      {
                        key: 'costCentre',
                        title: t('columns.costCentre'),
                        render: (_: unknown, line: JournalLine) => line.costCentre ?? t('journal.noCostCentre'),
                      },
                    ]),
                { key: 'account', title: t('columns.account'), dataIndex: 'account' },
                { key: 'description', title: t('columns.description'), dataIndex: 'description' },
                { key: 'debit', title: t('columns.debit'), align: 'right', render: (_: unknown, line: JournalLine) => money(line.debit) },
                {
                  key: 'credit',
                  title: t('columns.credit'),
                  align: 'right',
                  render: (_: unknown, line: JournalLine) => money(line.credit),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={data.dimension === 'none' ? 2 : 3}>
                    <Typography.Text strong>{t('columns.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong data-testid="journal-total-debit">
                      {format.money(data.totals.debit, run.currency)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong data-testid="journal-total-credit">
                      {format.money(data.totals.credit, run.currency)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Space>
        )}
      </QueryState>
    </Drawer>
  );
}
