import dayjs from 'dayjs';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssignThresholdBodySchema, listThresholds, type ThresholdTarget } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useAssignThreshold } from '../api/attendance-overwork.mutations.ts';

type Values = { thresholdId?: string; targetIds?: string[]; effectiveFrom?: string };

const ALL_THRESHOLDS = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };

/** Assigns a threshold from a date to picked employees or locations. */
export function AssignThresholdDrawer({
  targetType,
  open,
  onClose,
}: {
  readonly targetType: ThresholdTarget;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendanceOverwork');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const assign = useAssignThreshold();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const canListEmployees = useMenuAccess('employeeList') !== undefined;
  const thresholds = useContractQuery(listThresholds, { body: ALL_THRESHOLDS }, { enabled: open });
  const employees = useContractQuery(
    listEmployeeOptions,
    { query: {} },
    { enabled: open && targetType === 'employee' && canListEmployees },
  );
  const sites = useContractQuery(getSiteOptions, {}, { enabled: open && targetType === 'location' });
  const targets =
    targetType === 'employee'
      ? (employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text }))
      : (sites.data ?? []).map((site) => ({ value: site.id, label: site.text }));

  const submit = async (values: Values) => {
    const done = await assign.mutateAsync({
      thresholdId: values.thresholdId ?? '',
      targetType,
      targetIds: values.targetIds ?? [],
      effectiveFrom: values.effectiveFrom ?? '',
    });
    message.success(t('assignments.done', { count: done.assigned }));
  };

  return (
    <FormDrawer open={open} title={t('assignments.assign')} form={form} onClose={onClose} width={520} footer={{ saving: assign.isPending }}>
      <SchemaForm
        schema={AssignThresholdBodySchema}
        form={form as never}
        name="threshold-assignment"
        initialValues={{ effectiveFrom: today, targetIds: [] }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('assignments.assign')}
      >
        <SchemaField name="thresholdId" label={t('fields.threshold')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={thresholds.isLoading}
            notFoundContent={t('thresholds.empty')}
            options={(thresholds.data?.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          />
        </SchemaField>
        <SchemaField name="effectiveFrom" label={t('fields.effectiveFrom')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="targetIds" label={t(`fields.${targetType}s`)}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            maxTagCount="responsive"
            loading={employees.isLoading || sites.isLoading}
            options={targets}
          />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
