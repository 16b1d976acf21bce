import { useState } from 'react';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { employeeTable, listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees.contracts';
import { listLeaveProfiles, TIME_OFF_LIMITS } from '@tenaga/contracts/modules/time-off.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { startingDaysOf } from './leave-profile-fields.tsx';
import { useAssignLeaveProfile } from '../api/time-off.mutations.ts';

type Values = { profileId?: string; effectiveFrom?: string; employeeIds?: string[]; starting?: Record<string, string | undefined> };

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const DAYS = /^\d{1,6}(\.\d{1,4})?$/;

/** Assigns a profile from a date to employees picked by name or found by the employee list's advanced filter, with starting days. */
export function AssignProfileDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const assign = useAssignLeaveProfile();
  const today = useFormat().today();
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const profiles = useContractQuery(listLeaveProfiles, { body: ALL }, { enabled: open });
  const options = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open });
  const categories = useContractQuery(listEmployeeFilters, {}, { enabled: open });
  const filtering = filter.rules.length > 0 || filter.employeeIds.length > 0;
  const found = useContractQuery(
    employeeTable,
    { body: { ...ALL, length: TIME_OFF_LIMITS.maxEmployees, filter, status: 'active' } },
    { enabled: open && filtering },
  );
  const profileId = Form.useWatch('profileId', form);
  const profile = profiles.data?.data.find((row) => row.id === profileId);

  const takeFound = () => {
    const current = new Set(form.getFieldValue('employeeIds') as string[] | undefined);
    for (const row of found.data?.data ?? []) current.add(row.id);
    form.setFieldValue('employeeIds', [...current]);
  };

  const submit = async (values: Values) => {
    // Only the chosen profile's categories: days typed for another profile before switching are left out.
    const startingDays = startingDaysOf(values, profile);
    try {
      const done = await assign.mutateAsync({
        profileId: values.profileId ?? '',
        effectiveFrom: values.effectiveFrom ?? '',
        employeeIds: values.employeeIds ?? [],
        startingDays,
      });
      message.success(t('assignment.assigned', { count: done.assigned }));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];

  return (
    <FormDrawer
      open={open}
      title={t('assignment.assignTitle')}
      form={form}
      onClose={onClose}
      width={560}
      footer={{ saving: assign.isPending }}
    >
      <Form
        form={form}
        layout="vertical"
        name="leave-assignment"
        onFinish={submit}
        initialValues={{ effectiveFrom: today, employeeIds: [] }}
      >
        <Form.Item name="profileId" label={t('fields.profileId')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={profiles.isLoading}
            options={(profiles.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('fields.effectiveFrom')} rules={required}>
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="employeeIds"
          label={t('assignment.employees')}
          extra={t('assignment.employeesHelp')}
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
              {t('assignment.fromFilter')} ({found.data?.recordsFiltered ?? 0})
            </Button>
          )}
        </Space>
        {profile && profile.policies.length > 0 && (
          <>
            <Typography.Title level={5}>{t('assignment.startingDays')}</Typography.Title>
            {profile.policies.map((policy) => (
              <Form.Item
                key={policy.id}
                name={['starting', policy.categoryId]}
                label={policy.categoryName}
                rules={[{ pattern: DAYS, message: t('validation:requiredValidNumber') }]}
              >
                <Input inputMode="decimal" style={{ maxWidth: 160 }} placeholder="0" />
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
