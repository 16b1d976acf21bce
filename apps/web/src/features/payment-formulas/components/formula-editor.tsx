import { useRef } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import {
  checkPaymentFormula,
  CreatePaymentFormulaBodySchema,
  FORMULA_COUNTRIES,
  FORMULA_KINDS,
  FORMULA_SOURCE_MAX,
  type PaymentFormulaDetail,
} from '@tenaga/contracts/modules/payment-formulas.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreatePaymentFormula, useUpdatePaymentFormula } from '../api/payment-formulas.mutations.ts';
import { COUNTRY_OF_CURRENCY } from './formula-words.ts';
import { FormulaPreviewPanel } from './formula-preview.tsx';
import { VariableList } from './variable-list.tsx';

type Values = {
  name?: string;
  kind?: string;
  country?: string;
  effectiveFrom?: string;
  description?: string;
  source?: string;
};

/**
 * The formula's fields and its source in a monospace area, checked as it is typed (the error with its
 * line and column under it), the variables to insert beside it and a live preview on an employee.
 * Saving a changed source makes a new version; the older ones stay as they were.
 */
export function FormulaEditor({
  formula,
  onSaved,
}: {
  readonly formula: PaymentFormulaDetail | null;
  readonly onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('paymentFormulas');
  const canEdit = useMenuAccess('paymentFormulaLegacy') === 'edit';
  const format = useFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreatePaymentFormula();
  const update = useUpdatePaymentFormula();
  const area = useRef<TextAreaRef>(null);
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const latest = formula?.versions[0];

  const source = Form.useWatch('source', form) ?? formula?.source ?? '';
  const checked = useDebouncedValue(source, 400);
  const check = useContractQuery(
    checkPaymentFormula,
    { body: { source: checked } },
    { enabled: checked.trim() !== '' && checked.length <= FORMULA_SOURCE_MAX, retry: false },
  );
  const problem = check.error instanceof ApiError ? (check.error.fieldErrors.source ?? check.error.message) : null;

  const insert = (name: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const current: string = form.getFieldValue('source') ?? '';
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setFieldValue('source', `${current.slice(0, start)}${name}${current.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + name.length, start + name.length);
    });
  };

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      kind: values.kind as (typeof FORMULA_KINDS)[number],
      country: values.country as (typeof FORMULA_COUNTRIES)[number],
      effectiveFrom: values.effectiveFrom ?? '',
      description: values.description ?? '',
      source: values.source ?? '',
    };
    if (formula) {
      const saved = await update.mutateAsync({ ...body, id: formula.id, version: formula.version });
      message.success(
        saved.currentVersion > formula.currentVersion ? t('versions.saved', { number: saved.currentVersion }) : t('common:savedMsg'),
      );
    } else {
      const created = await create.mutateAsync({ ...body, templateId: null });
      message.success(t('added', { name: created.name }));
      onSaved(created.id);
    }
  };

  const initialValues: Values = formula
    ? {
        name: formula.name,
        kind: formula.kind,
        country: formula.country,
        effectiveFrom: latest?.effectiveFrom ?? today,
        description: formula.description,
        source: formula.source,
      }
    : { kind: 'basic', country: COUNTRY_OF_CURRENCY[format.region.currency] ?? 'SG', effectiveFrom: today, description: '', source: '' };

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={14}>
        <SchemaForm
          schema={CreatePaymentFormulaBodySchema}
          form={form}
          name="payment-formula"
          initialValues={initialValues}
          onSubmit={submit}
          aria-label={t('editor.label')}
          enterSaves={false}
        >
          <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SchemaField name="name" label={t('fields.name')}>
                  <Input autoComplete="off" maxLength={120} />
                </SchemaField>
              </Col>
              <Col xs={12} md={6}>
                <SchemaField name="kind" label={t('fields.kind')}>
                  <Select options={FORMULA_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
                </SchemaField>
              </Col>
              <Col xs={12} md={6}>
                <SchemaField name="country" label={t('fields.country')}>
                  <Select options={FORMULA_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))} />
                </SchemaField>
              </Col>
            </Row>
            <SchemaField name="source" label={t('fields.source')} extra={t('editor.sourceHint')}>
              <Input.TextArea
                ref={area}
                spellCheck={false}
                autoSize={{ minRows: 5, maxRows: 16 }}
                maxLength={FORMULA_SOURCE_MAX}
                style={{ fontFamily: 'monospace' }}
                aria-describedby="formula-check"
              />
            </SchemaField>
            <div id="formula-check" aria-live="polite" style={{ marginBottom: 16 }}>
              {problem ? (
                <Alert type="error" showIcon title={problem} />
              ) : check.data ? (
                <Typography.Text type="success">{t('editor.valid', { count: check.data.variablesUsed.length })}</Typography.Text>
              ) : null}
            </div>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SchemaField name="effectiveFrom" label={t('fields.effectiveFrom')} extra={t('editor.effectiveHint')}>
                  <DateInput style={{ width: '100%' }} />
                </SchemaField>
              </Col>
              <Col xs={24} md={12}>
                <SchemaField name="description" label={t('fields.description')}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
                </SchemaField>
              </Col>
            </Row>
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
                {t('editor.save')}
              </Button>
            )}
          </fieldset>
        </SchemaForm>
        {canEdit && <VariableList onInsert={insert} />}
      </Col>
      <Col xs={24} xl={10}>
        <FormulaPreviewPanel source={problem ? '' : checked} />
      </Col>
    </Row>
  );
}
