import dayjs from 'dayjs';
import { Alert, Form, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssignRosterBodySchema, type ShiftBrief } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useAssignRoster } from '../api/attendance-settings.mutations.ts';
import { EmployeeSelectionFields, selectionOf, type SelectionValues } from './employee-selection-fields.tsx';
import { mondayOnOrBefore, rotatingCycle } from './roster-pattern.ts';

const OFF = 'off';
type Values = SelectionValues & {
  from?: string;
  to?: string | null;
  kind?: 'rotating' | 'weekly';
  shiftId?: string;
  on?: number;
  off?: number;
  week?: string[];
};

/** Rosters employees for a period: a shift on N days then M off (4 on 2 off), or a week from Monday. */
export function AssignRosterDrawer({
  open,
  shifts,
  onClose,
}: {
  readonly open: boolean;
  readonly shifts: readonly ShiftBrief[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendanceSettings');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const assign = useAssignRoster();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const kind = Form.useWatch('kind', form) ?? 'rotating';
  const from = Form.useWatch('from', form);
  const shiftOptions = shifts.map((shift) => ({ value: shift.id, label: `${shift.name} (${shift.start}–${shift.end})` }));
  const required = [{ required: true, message: t('validation:required') }];

  const submit = async (values: Values) => {
    const start = values.from ?? '';
    const pattern =
      values.kind === 'weekly'
        ? { anchor: mondayOnOrBefore(start), cycle: (values.week ?? []).map((day) => (day === OFF ? null : day)) }
        : { anchor: start, cycle: rotatingCycle(values.shiftId ?? '', values.on ?? 1, values.off ?? 0) };
    const done = await assign.mutateAsync({ employees: selectionOf(values), from: start, to: values.to ?? null, ...pattern });
    message.success(t('roster.done', { count: done.assigned }));
  };

  return (
    <FormDrawer open={open} title={t('roster.drawerTitle')} form={form} onClose={onClose} width={560} footer={{ saving: assign.isPending }}>
      <SchemaForm
        schema={AssignRosterBodySchema}
        form={form as never}
        name="roster-assignment"
        initialValues={{
          from: today,
          kind: 'rotating',
          on: 4,
          off: 2,
          week: [...Array<string>(5).fill(shifts[0]?.id ?? OFF), OFF, OFF],
          ...(shifts[0] ? { shiftId: shifts[0].id } : {}),
        }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('roster.drawerTitle')}
      >
        {shifts.length === 0 && <Alert type="warning" showIcon message={t('roster.noShifts')} style={{ marginBottom: 16 }} />}
        <EmployeeSelectionFields open={open} from={from} />
        <Space wrap size="large">
          <SchemaField name="from" label={t('fields.from')}>
            <DateInput />
          </SchemaField>
          <SchemaField name="to" label={t('fields.to')} extra={t('hints.openEnd')}>
            <DateInput />
          </SchemaField>
        </Space>
        <Form.Item name="kind" label={t('fields.pattern')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'rotating', label: t('roster.rotating') },
              { value: 'weekly', label: t('roster.weekly') },
            ]}
          />
        </Form.Item>
        {kind === 'rotating' ? (
          <Space wrap size="large" align="start">
            <Form.Item name="shiftId" label={t('fields.shift')} rules={required}>
              <Select style={{ width: 240 }} options={shiftOptions} />
            </Form.Item>
            <Form.Item name="on" label={t('roster.daysOn')} rules={required}>
              <InputNumber min={1} max={28} precision={0} />
            </Form.Item>
            <Form.Item name="off" label={t('roster.daysOff')} rules={required}>
              <InputNumber min={0} max={28} precision={0} />
            </Form.Item>
          </Space>
        ) : (
          <Space wrap size="middle">
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <Form.Item key={day} name={['week', day]} label={t(`weekdays.${day}`)} rules={required}>
                <Select style={{ width: 160 }} options={[...shiftOptions, { value: OFF, label: t('roster.off') }]} />
              </Form.Item>
            ))}
          </Space>
        )}
      </SchemaForm>
    </FormDrawer>
  );
}
