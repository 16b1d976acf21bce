import { useState } from 'react';
import { Button, Collapse, Descriptions, Drawer, Spin, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getPayslip, type Payrun, type PayrunLine } from '@tenaga/contracts/modules/payruns.contracts';
import { downloadEmployeePayslip } from '@tenaga/contracts/modules/payslips.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { useFormat } from '../../../lib/format.ts';
import { FormulaTraceView, isFormulaTrace } from './formula-trace.tsx';

const KIND_COLOURS = { earning: 'green', deduction: 'red', employer: 'blue', info: 'default' } as const;

/** A product line's label is an i18n key ('payruns:lines.cpf.employee'); a company pay item's its own name. */
const isKey = (label: string) => label.startsWith('payruns:lines.');

/** How a line was made: the proration, the pay item, the statutory engine's steps. */
function TraceView({ trace }: { readonly trace: unknown }) {
  const { t } = useTranslation('payruns');
  const entries = trace && typeof trace === 'object' ? Object.entries(trace as Record<string, unknown>) : [];
  if (entries.length === 0) return <Typography.Text type="secondary">{t('noTrace')}</Typography.Text>;
  // A payment formula's line: the formula, its version, the variables and the result; the engine's steps after it.
  const formula = entries.find(([key]) => key === 'formula')?.[1];
  const rest = entries.filter(([key]) => key !== 'formula' || !isFormulaTrace(formula));
  return (
    <>
      {isFormulaTrace(formula) && <FormulaTraceView trace={formula} />}
      {rest.length > 0 && (
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }} aria-label={t('trace')}>
          {JSON.stringify(Object.fromEntries(rest), null, 2)}
        </pre>
      )}
    </>
  );
}

/** One employee's payslip in a run: totals, then every line; each line opens to show how it was computed. */
export function PayslipDrawer({
  payrunId,
  employee,
  currency,
  onClose,
}: {
  readonly payrunId: string;
  readonly employee: { readonly id: string; readonly name: string } | null;
  readonly currency: Payrun['currency'];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('payruns');
  const format = useFormat();
  const query = useContractQuery(getPayslip, { params: { id: payrunId, employeeId: employee?.id ?? '' } }, { enabled: employee !== null });
  const slip = employee ? query.data : undefined;
  const money = (amount: string) => format.money(amount, currency);
  const showError = useErrorNotice();
  const [downloading, setDownloading] = useState(false);
  // The employee's payslip as the PDF they get (with the company's password rule).
  const download = (employeeId: string) => {
    setDownloading(true);
    callApiForFile(downloadEmployeePayslip, { params: { id: employeeId, payrunId } })
      .then(({ blob, headers }) => saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? 'payslip.pdf'))
      .catch(showError)
      .finally(() => setDownloading(false));
  };
  return (
    <Drawer
      open={employee !== null}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={employee?.name}
      extra={
        employee && (
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => download(employee.id)}>
            {t('payslips:downloadPayslip')}
          </Button>
        )
      }
    >
      {!slip ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('fields.gross')}>{money(slip.gross)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.deductions')}>{money(slip.deductions)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.net')}>{money(slip.net)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.employerCost')}>{money(slip.employerCost)}</Descriptions.Item>
          </Descriptions>
          <Table<PayrunLine & { key: number }>
            size="small"
            pagination={false}
            dataSource={slip.lines.map((line, key) => ({ ...line, key }))}
            expandable={{
              expandedRowRender: (line) => (
                <Collapse
                  size="small"
                  defaultActiveKey={['trace']}
                  items={[{ key: 'trace', label: t('trace'), children: <TraceView trace={line.trace} /> }]}
                />
              ),
            }}
            columns={[
              { key: 'line', title: t('fields.line'), render: (_, line) => (isKey(line.label) ? t(line.label) : line.label) },
              {
                key: 'kind',
                title: t('fields.kind'),
                render: (_, line) => <Tag color={KIND_COLOURS[line.kind]}>{t(`kinds.${line.kind}`)}</Tag>,
              },
              { key: 'amount', title: t('fields.amount'), align: 'right', render: (_, line) => money(line.amount) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
