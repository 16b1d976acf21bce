import { Alert, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Currency, PayslipLine, previewStatutory, ResponseOf } from '@tenaga/contracts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

type Preview = ResponseOf<typeof previewStatutory>;

type TraceStep = PayslipLine['trace'][number];

/**
 * A text of the engine in the user's language: the `payroll` catalog's template for its code, filled
 * with the step's values; the engine's English text when the catalog has none (a code this build
 * does not know yet, or a text without words, such as a formula or a legal citation).
 */
function useEngineText() {
  const { t, i18n } = useTranslation('payroll');
  return (key: string, english: string, values?: Readonly<Record<string, string>>): string =>
    i18n.exists(key, { ns: 'payroll' }) ? t(key, { replace: values ?? {} }) : english;
}

function StepText({ step }: { readonly step: TraceStep }) {
  const translated = useEngineText();
  const label = translated(`trace.${step.code}.label`, step.label, step.values);
  const detail = step.detail === undefined ? undefined : translated(`trace.${step.code}.detail`, step.detail, step.values);
  return (
    <>
      <strong>{label}</strong>: {step.value}
      {detail ? <Typography.Text type="secondary"> ({detail})</Typography.Text> : null}
    </>
  );
}

const KIND_COLOR = { earning: 'blue', deduction: 'orange', employer: 'purple' } as const;
const REFUNDS = new Set(['id.pph21_refund', 'ph.withholding_tax_refund']);
const isZero = (amount: string) => /^-?0(\.0+)?$/.test(amount);

/** The payslip the engine computed: the totals, then each line with the steps that made it. */
export function PreviewResult({ preview, currency }: { readonly preview: Preview; readonly currency: Currency }) {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('payroll');
  const translated = useEngineText();
  const format = useFormat();
  const amount = (value: string) => format.money(value, currency);
  return (
    <Card title={t('calculator.result')} style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(['gross', 'deductions', 'net', 'employerCost'] as const).map((total) => (
          <Col key={total} xs={12} md={6}>
            <Typography.Text type="secondary">{t(`calculator.totals.${total}`)}</Typography.Text>
            <div style={{ fontSize: 20, fontWeight: 600 }}>{amount(preview[total])}</div>
          </Col>
        ))}
      </Row>
      <Table<PayslipLine>
        rowKey="code"
        dataSource={preview.lines}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (line) => (
            // A fixed measure, so that a long step wraps instead of widening the whole table.
            <ol style={{ margin: 0, paddingInlineStart: 20, maxWidth: 880, whiteSpace: 'normal' }}>
              {line.trace.map((step, index) => (
                <li key={index}>
                  <StepText step={step} />
                </li>
              ))}
            </ol>
          ),
          rowExpandable: (line) => line.trace.length > 0,
        }}
        columns={[
          { key: 'label', title: t('calculator.line'), render: (_, line) => translated(`lines.${line.code}`, line.label) },
          {
            key: 'kind',
            title: t('calculator.kind'),
            render: (_, line) => <Tag color={KIND_COLOR[line.kind]}>{t(`calculator.kinds.${line.kind}`)}</Tag>,
          },
          { key: 'base', title: t('calculator.base'), align: 'right', render: (_, line) => (line.base ? amount(line.base) : '') },
          {
            key: 'rate',
            title: t('calculator.rate'),
            align: 'right',
            render: (_, line) =>
              line.rate
                ? new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 4 }).format(
                    line.rate as unknown as number,
                  )
                : '',
          },
          { key: 'amount', title: t('calculator.amount'), align: 'right', render: (_, line) => amount(line.amount) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('calculator.traceHelp')}
        {preview.lines.some((line) => REFUNDS.has(line.code)) ? ` ${tp('calculator.refundHelp')}` : ''}
      </Typography.Paragraph>
      {preview.lines.some((line) => line.code === 'my.pcb' && isZero(line.amount)) && (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={tp('calculator.zeroPcbHelp')} />
      )}
    </Card>
  );
}
