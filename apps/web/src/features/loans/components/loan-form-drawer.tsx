import dayjs from 'dayjs';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import { CreateLoanBodySchema, LOAN_KINDS, LOAN_LIMITS, type LoanKind } from '@tenaga/contracts/modules/loans.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { DateInput, MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useCreateLoan } from '../api/loans.mutations.ts';

type Values = {
  employeeId?: string;
  kind?: LoanKind;
  principal?: string | null;
  interestRate?: string;
  disbursedOn?: string | null;
  firstPeriod?: string | null;
  instalmentCount?: number | null;
  reason?: string;
};

/** Lends to an employee: the schedule of equal instalments is made by the server and shown once saved. */
export function LoanFormDrawer({
  open,
  onClose,
  onCreated,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('loans');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateLoan();
  const today = dayjs().tz(useFormat().region.timezone);
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open });

  const submit = async (values: Values) => {
    const created = await create.mutateAsync({
      employeeId: values.employeeId ?? '',
      kind: values.kind ?? 'loan',
      principal: values.principal ?? '',
      interestRate: values.interestRate?.trim() || '0',
      disbursedOn: values.disbursedOn ?? '',
      firstPeriod: values.firstPeriod ?? '',
      instalmentCount: values.instalmentCount ?? undefined,
      reason: values.reason ?? '',
    });
    message.success(t('lent', { name: created.employeeName }));
    onCreated(created.id);
  };

  return (
    <FormDrawer open={open} title={t('newLoan')} form={form} onClose={onClose} width={520} footer={{ saving: create.isPending }}>
      <SchemaForm
        schema={CreateLoanBodySchema}
        form={form as never}
        name="loan"
        initialValues={{
          kind: 'loan',
          interestRate: '0',
          disbursedOn: today.format('YYYY-MM-DD'),
          firstPeriod: today.add(1, 'month').format('YYYY-MM'),
          instalmentCount: 1,
          reason: '',
        }}
        onSubmit={submit}
        guardUnsaved={false}
        aria-label={t('newLoan')}
      >
        <SchemaField name="employeeId" label={t('fields.employee')}>
          <Select
            showSearch
            optionFilterProp="label"
            autoFocus
            loading={employees.isLoading}
            options={(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text }))}
          />
        </SchemaField>
        <SchemaField name="kind" label={t('fields.kind')}>
          <Radio.Group optionType="button" options={LOAN_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        </SchemaField>
        <SchemaField name="principal" label={t('fields.principal')}>
          <CurrencyInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="interestRate" label={t('fields.interestRate')} extra={t('interestHelp')}>
          <Input inputMode="decimal" suffix="%" maxLength={7} />
        </SchemaField>
        <SchemaField name="disbursedOn" label={t('fields.disbursedOn')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="firstPeriod" label={t('fields.firstPeriod')}>
          <MonthInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="instalmentCount" label={t('fields.instalmentCount')} extra={t('instalmentHelp')}>
          <InputNumber min={1} max={LOAN_LIMITS.maxInstalments} precision={0} style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="reason" label={t('fields.reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
