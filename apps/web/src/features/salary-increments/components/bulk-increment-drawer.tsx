import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Drawer, Form, Input, Radio, Select, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees.contracts';
import {
  INCREMENT_KINDS,
  ROUNDING_MODES,
  ROUNDING_STEPS,
  type BulkIncrementInput,
  type BulkIncrementPreview,
  type BulkIncrementRow,
  type IncrementKind,
  type RoundingMode,
  type RoundingStep,
} from '@tenaga/contracts/modules/salary-increments.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useApplyBulkIncrement, usePreviewBulkIncrement } from '../api/salary-increments.mutations.ts';

type Values = {
  effectiveDate?: string | null;
  kind?: IncrementKind;
  value?: string;
  step?: RoundingStep;
  mode?: RoundingMode;
  reason?: string;
};

/**
 * A bulk increment for the group the advanced filter finds: HR previews each person's old and new
 * salary and the change in monthly cost, then applies exactly that in one go.
 */
export function BulkIncrementDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('salaryIncrements');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const [preview, setPreview] = useState<{ body: BulkIncrementInput; result: BulkIncrementPreview } | null>(null);
  const categories = useContractQuery(listEmployeeFilters, {}, { enabled: open });
  const options = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open });
  const previewing = usePreviewBulkIncrement();
  const applying = useApplyBulkIncrement();
  const kind = Form.useWatch('kind', form);

  const close = () => {
    setPreview(null);
    setFilter(EMPTY_FILTER_QUERY);
    form.resetFields();
    onClose();
  };
  const bodyOf = (values: Values): BulkIncrementInput => ({
    filter,
    effectiveDate: values.effectiveDate ?? '',
    kind: values.kind ?? 'percentage',
    value: values.value?.trim() ?? '',
    rounding: { step: values.step ?? '0.01', mode: values.mode ?? 'nearest' },
    reason: values.reason ?? '',
  });
  const runPreview = async (values: Values) => {
    const body = bodyOf(values);
    try {
      setPreview({ body, result: await previewing.mutateAsync(body) });
    } catch (error) {
      showError(error);
    }
  };
  const apply = () => {
    if (!preview) return;
    modal.confirm({
      title: t('bulk.confirmTitle', { number: preview.result.rows.length }),
      content: t('bulk.confirmBody', { change: format.money(preview.result.totalChange) }),
      okText: t('bulk.apply'),
      cancelText: t('common:cancel'),
      onOk: () =>
        applying.mutateAsync(preview.body).then((result) => {
          message.success(t('bulk.done', { number: result.rows.length }));
          close();
        }, showError),
    });
  };

  return (
    <Drawer open={open} onClose={close} size="min(820px, 100vw)" title={t('bulk.title')} destroyOnHidden>
      <Space wrap style={{ marginBottom: 16 }}>
        <AdvancedFilter
          mode="modal"
          categories={categories.data ?? []}
          loading={categories.isPending}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPreview(null);
          }}
          employees={{ options: options.data ?? [], loading: options.isPending }}
        />
        <Typography.Text type="secondary">{t('bulk.filterHelp')}</Typography.Text>
      </Space>
      <Form<Values>
        form={form}
        layout="vertical"
        name="bulk-increment"
        aria-label={t('bulk.title')}
        initialValues={{
          effectiveDate: dayjs().tz(format.region.timezone).format('YYYY-MM-DD'),
          kind: 'percentage',
          step: '0.01',
          mode: 'nearest',
          reason: '',
        }}
        onValuesChange={() => setPreview(null)}
        onFinish={runPreview}
      >
        <Space wrap align="start">
          <Form.Item name="effectiveDate" label={t('fields.effectiveDate')} rules={[{ required: true, message: t('validation:required') }]}>
            <DateInput />
          </Form.Item>
          <Form.Item name="kind" label={t('fields.kind')}>
            <Radio.Group optionType="button" options={INCREMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
          </Form.Item>
          <Form.Item name="value" label={t('fields.value')} rules={[{ required: true, message: t('validation:required') }]}>
            <Input inputMode="decimal" maxLength={16} suffix={kind === 'percentage' ? '%' : undefined} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="step" label={t('fields.roundTo')}>
            <Select style={{ width: 120 }} options={ROUNDING_STEPS.map((value) => ({ value, label: format.count(Number(value)) }))} />
          </Form.Item>
          <Form.Item name="mode" label={t('fields.rounding')}>
            <Select style={{ width: 160 }} options={ROUNDING_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
          </Form.Item>
        </Space>
        <Form.Item
          name="reason"
          label={t('fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <Button htmlType="submit" loading={previewing.isPending}>
          {t('bulk.preview')}
        </Button>
      </Form>
      {preview && (
        <section aria-label={t('bulk.previewTitle')} style={{ marginTop: 24 }}>
          <Typography.Title level={5}>{t('bulk.previewTitle')}</Typography.Title>
          <Space wrap size="large" style={{ marginBottom: 12 }}>
            <Statistic title={t('bulk.people')} value={preview.result.rows.length} />
            <Statistic title={t('bulk.totalOld')} value={format.money(preview.result.totalOld)} />
            <Statistic title={t('bulk.totalNew')} value={format.money(preview.result.totalNew)} />
            <Statistic title={t('bulk.totalChange')} value={format.money(preview.result.totalChange)} />
          </Space>
          {preview.result.skipped.length > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('bulk.skippedTitle', { number: preview.result.skipped.length })}
              description={preview.result.skipped.map((row) => `${row.employeeName} (${t(`skip.${row.reason}`)})`).join(', ')}
            />
          )}
          <Table<BulkIncrementRow>
            size="small"
            rowKey="employeeId"
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: t('bulk.nobody') }}
            dataSource={preview.result.rows}
            columns={[
              { key: 'employee', title: t('fields.employee'), render: (_, row) => `${row.employeeName} · ${row.employmentNumber}` },
              { key: 'oldSalary', title: t('fields.previousSalary'), render: (_, row) => format.money(row.oldSalary) },
              { key: 'newSalary', title: t('fields.newSalary'), render: (_, row) => format.money(row.newSalary) },
              { key: 'change', title: t('fields.change'), render: (_, row) => format.money(row.change) },
            ]}
          />
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            disabled={preview.result.rows.length === 0}
            loading={applying.isPending}
            onClick={apply}
          >
            {t('bulk.apply')}
          </Button>
        </section>
      )}
    </Drawer>
  );
}
