import dayjs from 'dayjs';
import { Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import {
  CreateSalaryIncrementBodySchema,
  INCREMENT_KINDS,
  type IncrementKind,
  type SalaryIncrement,
} from '@tenaga/contracts/modules/salary-increments.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useCreateSalaryIncrement, useUpdateSalaryIncrement } from '../api/salary-increments.mutations.ts';

type Values = { employeeId?: string; effectiveDate?: string | null; kind?: IncrementKind; value?: string; reason?: string };

/** A new increment for one employee, or a change to one not yet in force (sent whole, with the version it was read at). */
export function SalaryIncrementFormDrawer({
  item,
  onClose,
}: {
  readonly item: SalaryIncrement | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('salaryIncrements');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateSalaryIncrement();
  const update = useUpdateSalaryIncrement();
  const existing = item === 'new' ? null : item;
  const today = dayjs().tz(useFormat().region.timezone);
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: item === 'new' });
  const kind = Form.useWatch('kind', form);

  const submit = async (values: Values) => {
    const body = {
      effectiveDate: values.effectiveDate ?? '',
      kind: values.kind ?? 'percentage',
      value: values.value ?? '',
      reason: values.reason ?? '',
    };
    const saved = existing
      ? await update.mutateAsync({ incrementId: existing.id, version: existing.version, ...body })
      : await create.mutateAsync({ employeeId: values.employeeId ?? '', ...body });
    message.success(t(`saved.${saved.status}`, { name: saved.employeeName }));
  };

  return (
    <FormDrawer
      open={item !== null}
      title={existing ? t('editTitle', { name: existing.employeeName }) : t('newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={CreateSalaryIncrementBodySchema}
        form={form as never}
        name="salary-increment"
        initialValues={
          existing
            ? {
                employeeId: existing.employeeId,
                effectiveDate: existing.effectiveDate,
                kind: existing.kind,
                value: existing.value,
                reason: existing.reason,
              }
            : { kind: 'percentage', effectiveDate: today.format('YYYY-MM-DD'), reason: '' }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('editTitle', { name: existing.employeeName }) : t('newTitle')}
      >
        {existing ? (
          <Typography.Paragraph>
            {existing.employeeName} · {existing.employmentNumber}
          </Typography.Paragraph>
        ) : (
          <SchemaField name="employeeId" label={t('fields.employee')}>
            <Select
              showSearch
              autoFocus
              optionFilterProp="label"
              loading={employees.isLoading}
              options={(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text }))}
            />
          </SchemaField>
        )}
        <SchemaField name="effectiveDate" label={t('fields.effectiveDate')} extra={t('effectiveHelp')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="kind" label={t('fields.kind')}>
          <Radio.Group optionType="button" options={INCREMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        </SchemaField>
        <SchemaField name="value" label={t('fields.value')} extra={t('valueHelp')}>
          <Input inputMode="decimal" maxLength={16} suffix={kind === 'percentage' ? '%' : undefined} />
        </SchemaField>
        <SchemaField name="reason" label={t('fields.reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
