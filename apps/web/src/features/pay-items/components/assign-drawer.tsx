import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { employeeTable, listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees.contracts';
import {
  checkPayItemPolicies,
  listPayItemPolicies,
  listPayItemProfiles,
  PAY_ITEM_LIMITS,
} from '@tenaga/contracts/modules/pay-items.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAssignPayItems } from '../api/pay-items.mutations.ts';

type ItemValues = { policyId?: string; amount?: string; description?: string };
type Values = { employeeIds?: string[]; effectiveFrom?: string; profileId?: string | null; items?: ItemValues[] };

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Gives pay items from a date to employees picked by name or found by the advanced filter: a
 * profile's items, or policies one by one (for one employee, only those still to add).
 */
export function AssignDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('payItems');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const assign = useAssignPayItems();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const employeeIds = Form.useWatch('employeeIds', form) ?? [];
  const effectiveFrom = Form.useWatch('effectiveFrom', form) ?? today;
  const profileId = Form.useWatch('profileId', form) ?? null;
  const onlyOne = employeeIds.length === 1 ? employeeIds[0]! : null;
  const policies = useContractQuery(listPayItemPolicies, { body: ALL }, { enabled: open });
  const check = useContractQuery(
    checkPayItemPolicies,
    { body: { employeeId: onlyOne ?? '', date: effectiveFrom } },
    { enabled: open && onlyOne !== null && /^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom) },
  );
  const profiles = useContractQuery(listPayItemProfiles, { body: ALL }, { enabled: open });
  const options = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open });
  const categories = useContractQuery(listEmployeeFilters, {}, { enabled: open });
  const filtering = filter.rules.length > 0 || filter.employeeIds.length > 0;
  const found = useContractQuery(
    employeeTable,
    { body: { ...ALL, length: PAY_ITEM_LIMITS.maxEmployees, filter, status: 'active' } },
    { enabled: open && filtering },
  );
  const choices = onlyOne && check.data ? check.data.available : (policies.data?.data ?? []);

  const takeFound = () => {
    const current = new Set(form.getFieldValue('employeeIds') as string[] | undefined);
    for (const row of found.data?.data ?? []) current.add(row.id);
    form.setFieldValue('employeeIds', [...current]);
  };

  const submit = async (values: Values) => {
    try {
      const done = await assign.mutateAsync({
        employeeIds: values.employeeIds ?? [],
        effectiveFrom: values.effectiveFrom ?? '',
        profileId: values.profileId ?? null,
        items: values.profileId
          ? []
          : (values.items ?? []).map((row) => ({
              policyId: row.policyId ?? '',
              amount: (row.amount ?? '').trim() === '' ? null : (row.amount ?? '').trim(),
              description: row.description ?? '',
            })),
      });
      message.success(t('assigned', { count: done.assigned }));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];

  return (
    <FormDrawer open={open} title={t('assignTitle')} form={form} onClose={onClose} width={640} footer={{ saving: assign.isPending }}>
      <Form
        form={form}
        layout="vertical"
        name="pay-item-assignment"
        onFinish={submit}
        initialValues={{ effectiveFrom: today, employeeIds: [], profileId: null, items: [{}] }}
      >
        <Form.Item
          name="employeeIds"
          label={t('fields.employees')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation:required') }]}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            maxTagCount="responsive"
            loading={options.isLoading}
            options={(options.data ?? []).filter((row) => row.cessationDate === null).map((row) => ({ value: row.id, label: row.text }))}
          />
        </Form.Item>
        <Space wrap style={{ marginBottom: 16 }}>
          <AdvancedFilter
            mode="modal"
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={filter}
            onChange={setFilter}
            employees={{ options: options.data ?? [], loading: options.isPending }}
          />
          {filtering && (
            <Button onClick={takeFound} loading={found.isLoading}>
              {t('fromFilter')} ({found.data?.recordsFiltered ?? 0})
            </Button>
          )}
        </Space>
        <Form.Item name="effectiveFrom" label={t('fields.effectiveFrom')} rules={required}>
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="profileId" label={t('fields.profile')} extra={t('profileHelp')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={profiles.isLoading}
            options={(profiles.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
        </Form.Item>
        {profileId === null && (
          <>
            {onlyOne && check.data?.recurringLeft === 0 && (
              <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('noRecurringLeft')} />
            )}
            <Form.List name="items">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'policyId']} label={t('fields.policy')} rules={required}>
                        <Select
                          style={{ width: 220 }}
                          showSearch
                          optionFilterProp="label"
                          loading={policies.isLoading || check.isFetching}
                          options={choices.map((policy) => ({
                            value: policy.id,
                            label: `${policy.name} (${t(`recurrences.${policy.recurrence}`)})`,
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'amount']}
                        label={t('fields.amount')}
                        rules={[{ pattern: AMOUNT, message: t('validation:requiredValidNumber') }]}
                      >
                        <Input inputMode="decimal" style={{ width: 120 }} placeholder={t('policyAmount')} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'description']} label={t('fields.description')}>
                        <Input maxLength={1000} style={{ width: 160 }} />
                      </Form.Item>
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined aria-hidden />}
                          aria-label={t('removeItem')}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </Space>
                  ))}
                  {fields.length < PAY_ITEM_LIMITS.maxItemsPerAssignment && (
                    <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                      {t('addItem')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
