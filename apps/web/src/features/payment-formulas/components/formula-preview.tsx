import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Card, Empty, Form, Select, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { previewPaymentFormula, type FormulaPreview } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';

/**
 * The formula evaluated on a chosen employee and month as it is written now (saved or not): the
 * result, every step in the order computed and every variable read with its value.
 */
export function FormulaPreviewPanel({ source }: { readonly source: string }) {
  const { t } = useTranslation('paymentFormulas');
  const format = useFormat();
  const canPickEmployees = useMenuAccess('employeeList') !== undefined;
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: canPickEmployees });
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(dayjs().tz(format.region.timezone).format('YYYY-MM'));
  const ready = employeeId !== null && month !== null && source.trim() !== '';
  const preview = useContractQuery(
    previewPaymentFormula,
    { body: { source, employeeId: employeeId ?? '', month: month ?? '' } },
    { enabled: ready, retry: false },
  );
  const failure = preview.error instanceof ApiError ? (preview.error.fieldErrors.source ?? preview.error.message) : null;

  return (
    <Card title={t('preview.title')} size="small">
      <Form layout="vertical" component="div">
        <Form.Item label={t('preview.employee')} htmlFor="formula-preview-employee">
          <Select
            id="formula-preview-employee"
            showSearch
            allowClear
            optionFilterProp="label"
            placeholder={t('preview.pickEmployee')}
            loading={employees.isLoading}
            value={employeeId}
            onChange={(value: string | undefined) => setEmployeeId(value ?? null)}
            options={(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text }))}
          />
        </Form.Item>
        <Form.Item label={t('preview.month')} htmlFor="formula-preview-month">
          <MonthInput id="formula-preview-month" value={month} onChange={setMonth} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {!ready ? (
        <Empty description={t('preview.choose')} />
      ) : preview.isPending ? (
        <Spin />
      ) : failure ? (
        <Alert type="error" showIcon title={failure} />
      ) : preview.data ? (
        <PreviewResult preview={preview.data} />
      ) : null}
    </Card>
  );
}

function PreviewResult({ preview }: { readonly preview: FormulaPreview }) {
  const { t } = useTranslation('paymentFormulas');
  const format = useFormat();
  const pending = preview.variables.filter((variable) => !variable.available);
  return (
    <div aria-live="polite">
      <Statistic
        title={t('preview.result', { from: format.calendarDate(preview.from), to: format.calendarDate(preview.to) })}
        value={preview.value}
        formatter={() => preview.value}
      />
      {pending.length > 0 && (
        <Alert type="warning" showIcon style={{ margin: '12px 0' }} title={t('preview.pending', { count: pending.length })} />
      )}
      <Typography.Title level={5}>{t('preview.variables')}</Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={preview.variables}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('preview.variable'), render: (_, row) => <code>{row.name}</code> },
          { key: 'value', title: t('preview.value'), align: 'right', render: (_, row) => row.value },
          {
            key: 'source',
            title: t('preview.from'),
            render: (_, row) => (row.available ? t(`groups.${row.group}`) : <Tag color="orange">{t('variables.notYetAvailable')}</Tag>),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('preview.steps')}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(row) => `${row.line}:${row.column}:${row.text}`}
        pagination={false}
        dataSource={preview.steps}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'position', title: t('preview.position'), render: (_, row) => `${row.line}:${row.column}` },
          { key: 'text', title: t('preview.expression'), render: (_, row) => <code>{row.text}</code> },
          { key: 'value', title: t('preview.value'), align: 'right', render: (_, row) => row.value },
        ]}
      />
    </div>
  );
}
