import { useState } from 'react';
import dayjs from 'dayjs';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import {
  AssignPolicyBodySchema,
  listInsurancePolicySelections,
  type AssignmentRow,
  type InsuranceCountry,
} from '@tenaga/contracts/modules/insurance-policies.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useAssignInsurancePolicy, useUpdateInsuranceAssignment } from '../api/insurance-policies.mutations.ts';
import { initialParameters, ParameterFields, parametersOf, type ParameterValues } from './parameter-fields.tsx';

type Values = {
  policyId?: string;
  from?: string;
  to?: string | null;
  employeeIds?: string[];
  amount?: string | null;
  parameters?: ParameterValues;
};

const filtering = (filter: FilterQuery) => filter.rules.length > 0 || filter.employeeIds.length > 0;

/**
 * Assigns a policy from a date to employees picked by name or found by the advanced filter, with
 * the parameters of the policy's country; or (an existing row) changes one person's assignment.
 */
export function AssignDrawer({
  open,
  assignment,
  country,
  onClose,
}: {
  readonly open: boolean;
  readonly assignment: AssignmentRow | null;
  /** A country page lists that country's policies only. */
  readonly country?: InsuranceCountry | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('insurancePolicies');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const assign = useAssignInsurancePolicy();
  const update = useUpdateInsuranceAssignment();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const canPickEmployees = useMenuAccess('employeeList') !== undefined;
  const policies = useContractQuery(listInsurancePolicySelections, {}, { enabled: open });
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open && canPickEmployees && !assignment });
  const categories = useContractQuery(listEmployeeFilters, {}, { enabled: open && canPickEmployees && !assignment });
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const policyId = Form.useWatch('policyId', form) ?? assignment?.policyId;
  const policy = (policies.data ?? []).find((option) => option.id === policyId);
  const scheme: InsuranceCountry | 'private' | null = assignment
    ? (assignment.parameters.country as InsuranceCountry | 'private')
    : policy
      ? policy.kind === 'statutory' && policy.country
        ? policy.country
        : 'private'
      : null;
  const title = assignment ? t('assignments.editTitle') : t('assignments.drawerTitle');

  const pickPolicy = (id: string) => {
    const picked = (policies.data ?? []).find((option) => option.id === id);
    const next = picked ? (picked.kind === 'statutory' && picked.country ? picked.country : 'private') : 'private';
    form.setFieldsValue({ parameters: initialParameters(next) });
  };

  const submit = async (values: Values) => {
    if (!scheme) return;
    const parameters = parametersOf(scheme, values.parameters ?? {});
    const common = { from: values.from ?? '', to: values.to ?? '', amount: values.amount ?? '', parameters };
    if (assignment) {
      await update.mutateAsync({ ...common, id: assignment.id, version: assignment.version });
      message.success(t('assignments.saved'));
      return;
    }
    const done = await assign.mutateAsync({
      ...common,
      policyId: values.policyId ?? '',
      employeeIds: values.employeeIds ?? [],
      ...(filtering(filter) ? { filter } : {}),
    });
    message.success(t('assignments.done', { count: done.assigned }));
    setFilter(EMPTY_FILTER_QUERY);
  };

  const choices = (policies.data ?? []).filter((option) => !country || option.country === country);
  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      onClose={onClose}
      width={560}
      footer={{ saving: assign.isPending || update.isPending }}
    >
      <SchemaForm
        schema={AssignPolicyBodySchema}
        form={form as never}
        name="insurance-assignment"
        initialValues={
          assignment
            ? {
                policyId: assignment.policyId,
                from: assignment.from,
                to: assignment.to,
                amount: assignment.amount,
                parameters: initialParameters(scheme ?? 'private', assignment.parameters),
              }
            : { from: today }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={title}
      >
        <SchemaField name="policyId" label={t('fields.policy')}>
          <Select
            showSearch
            disabled={assignment !== null}
            optionFilterProp="label"
            loading={policies.isLoading}
            notFoundContent={t('assignments.noPolicies')}
            onChange={pickPolicy}
            options={choices.map((option) => ({
              value: option.id,
              label: `${option.name} · ${option.country ? t(`countries.${option.country}`) : t(`kinds.${option.kind}`)}`,
            }))}
          />
        </SchemaField>
        <SchemaField name="from" label={t('fields.from')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="to" label={t('fields.to')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        {!assignment && canPickEmployees && (
          <>
            <Form.Item name="employeeIds" label={t('fields.employees')}>
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="label"
                maxTagCount="responsive"
                loading={employees.isLoading}
                options={(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text }))}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('assignments.byFilter')}</Typography.Paragraph>
            <AdvancedFilter
              mode="modal"
              categories={categories.data ?? []}
              loading={categories.isPending}
              value={filter}
              onChange={setFilter}
              employees={{ options: employees.data ?? [], loading: employees.isPending }}
            />
          </>
        )}
        {scheme === 'private' && (
          <SchemaField name="amount" label={t('fields.amount')} extra={t('assignments.amountHelp')}>
            <Input inputMode="decimal" autoComplete="off" maxLength={16} />
          </SchemaField>
        )}
        {scheme && <ParameterFields country={scheme} />}
      </SchemaForm>
    </FormDrawer>
  );
}
