import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A payment formula's part of a line's trace, as the payrun writes it (payruns.formulas.ts). */
export interface FormulaTrace {
  readonly name: string;
  readonly versionNumber: number;
  readonly source: string;
  readonly variables: readonly { name: string; value: string }[];
  readonly result: string;
  readonly helpers?: readonly { name: string; versionNumber: number; result: string }[];
}

export const isFormulaTrace = (value: unknown): value is FormulaTrace =>
  typeof value === 'object' && value !== null && 'source' in value && 'variables' in value && Array.isArray(value.variables);

/** How a formula line was computed: the formula and its version, its source, every variable's value and the result. */
export function FormulaTraceView({ trace }: { readonly trace: FormulaTrace }) {
  const { t } = useTranslation('payruns');
  return (
    <div aria-label={t('formulaTrace.title')}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('formulaTrace.formula')}>
          {t('formulaTrace.nameVersion', { name: trace.name, number: trace.versionNumber })}
        </Descriptions.Item>
        <Descriptions.Item label={t('formulaTrace.source')}>
          <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>
            {trace.source}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('formulaTrace.result')}>{trace.result}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        style={{ marginTop: 8 }}
        rowKey="name"
        pagination={false}
        dataSource={[...trace.variables, ...(trace.helpers ?? []).map((helper) => ({ name: helper.name, value: helper.result }))]}
        columns={[
          { key: 'name', title: t('formulaTrace.variable'), render: (_, row) => <Typography.Text code>{row.name}</Typography.Text> },
          { key: 'value', title: t('formulaTrace.value'), align: 'right', render: (_, row) => row.value },
        ]}
      />
    </div>
  );
}
