import { useState } from 'react';
import dayjs from 'dayjs';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { AssignFormulaBodySchema, listFormulaOptions } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useAssignPaymentFormula } from '../api/payment-formulas.mutations.ts';

type Values = { formulaId?: string; from?: string; employeeIds?: string[] };

const filtering = (filter: FilterQuery) => filter.rules.length > 0 || filter.employeeIds.length > 0;

/** Assigns a formula from a date to employees picked by name and to everyone the advanced filter finds. */
export function AssignFormulaDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('paymentFormulas');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const assign = useAssignPaymentFormula();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const canPickEmployees = useMenuAccess('employeeList') !== undefined;
  const formulas = useContractQuery(listFormulaOptions, {}, { enabled: open });
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open && canPickEmployees });
  const categories = useContractQuery(listEmployeeFilters, {}, { enabled: open && canPickEmployees });
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);

  const submit = async (values: Values) => {
    const done = await assign.mutateAsync({
      formulaId: values.formulaId ?? '',
      from: values.from ?? '',
      employeeIds: values.employeeIds ?? [],
      ...(filtering(filter) ? { filter } : {}),
    });
    message.success(t('assignments.done', { count: done.assigned }));
    setFilter(EMPTY_FILTER_QUERY);
  };

  return (
    <FormDrawer
      open={open}
      title={t('assignments.drawerTitle')}
      form={form}
      onClose={onClose}
      width={560}
      footer={{ saving: assign.isPending }}
    >
      <SchemaForm
        schema={AssignFormulaBodySchema}
        form={form as never}
        name="formula-assignment"
        initialValues={{ from: today }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('assignments.drawerTitle')}
      >
        <SchemaField name="formulaId" label={t('fields.formula')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={formulas.isLoading}
            notFoundContent={t('assignments.noFormulas')}
            options={(formulas.data ?? []).map((option) => ({ value: option.id, label: `${option.name} · ${t(`kinds.${option.kind}`)}` }))}
          />
        </SchemaField>
        <SchemaField name="from" label={t('fields.from')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        {canPickEmployees && (
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
      </SchemaForm>
    </FormDrawer>
  );
}
