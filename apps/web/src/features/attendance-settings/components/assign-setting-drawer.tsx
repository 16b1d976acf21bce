import dayjs from 'dayjs';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssignSettingBodySchema, listSettingOptions } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAssignSetting } from '../api/attendance-settings.mutations.ts';
import { EmployeeSelectionFields, selectionOf, type SelectionValues } from './employee-selection-fields.tsx';

type Values = SelectionValues & { settingId?: string; from?: string };

/** Assigns a setting from a date to picked employees, departments or sites. */
export function AssignSettingDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('attendanceSettings');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const assign = useAssignSetting();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const settings = useContractQuery(listSettingOptions, {}, { enabled: open });
  const from = Form.useWatch('from', form);

  const submit = async (values: Values) => {
    const done = await assign.mutateAsync({ settingId: values.settingId ?? '', from: values.from ?? '', employees: selectionOf(values) });
    message.success(t('assignments.done', { count: done.assigned }));
  };

  return (
    <FormDrawer
      open={open}
      title={t('assignments.drawerTitle')}
      form={form}
      onClose={onClose}
      width={520}
      footer={{ saving: assign.isPending }}
    >
      <SchemaForm
        schema={AssignSettingBodySchema}
        form={form as never}
        name="setting-assignment"
        initialValues={{ from: today }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('assignments.drawerTitle')}
      >
        <SchemaField name="settingId" label={t('fields.setting')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={settings.isLoading}
            notFoundContent={t('assignments.noSettings')}
            options={(settings.data ?? []).map((option) => ({
              value: option.id,
              label: `${option.name} · ${t(`employment.${option.employment}`)}`,
            }))}
          />
        </SchemaField>
        <SchemaField name="from" label={t('fields.from')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <EmployeeSelectionFields open={open} from={from} />
      </SchemaForm>
    </FormDrawer>
  );
}
