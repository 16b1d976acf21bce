import { Alert, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import type { HolidayCalendars } from '@tenaga/contracts/modules/work-calendars.contracts';
import {
  CreateWeekAssignmentBodySchema,
  WEEK_ASSIGNMENT_SCOPES,
  type WeekAssignmentScope,
  type WorkingWeekItem,
} from '@tenaga/contracts/modules/work-calendars/working-weeks';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCreateWeekAssignment } from '../api/work-calendars.mutations.ts';

/** The choice that hands the dates back to the level below (sent as no week). */
const FOLLOW = 'follow';
type Values = { scope?: WeekAssignmentScope; targetId?: string; weekId?: string; from?: string };

/** Assigns a working week from a date to the company, a location or an employee. */
export function AssignmentDrawer({
  open,
  weeks,
  calendars,
  today,
  onClose,
}: {
  readonly open: boolean;
  readonly weeks: readonly WorkingWeekItem[];
  readonly calendars: HolidayCalendars;
  readonly today: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('workCalendars');
  const { message } = useFeedback();
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const assign = useCreateWeekAssignment();
  const scope = Form.useWatch('scope', form) ?? 'company';
  const from = Form.useWatch('from', form);
  // Employees are offered to those who may list them.
  const canPickEmployees = useMenuAccess('employeeList') !== undefined;
  const employees = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open && scope === 'employee' && canPickEmployees });
  const scopes = WEEK_ASSIGNMENT_SCOPES.filter((value) => value !== 'employee' || canPickEmployees);

  const submit = async (values: Values) => {
    const chosen = values.scope ?? 'company';
    const created = await assign.mutateAsync({
      scope: chosen,
      from: values.from ?? today,
      ...(chosen !== 'company' && values.targetId ? { targetId: values.targetId } : {}),
      ...(values.weekId && values.weekId !== FOLLOW ? { weekId: values.weekId } : {}),
    });
    message.success(t('weeks.assignments.done', { date: format.calendarDate(created.from) }));
  };

  return (
    <FormDrawer
      open={open}
      title={t('weeks.assignments.drawerTitle')}
      form={form}
      onClose={onClose}
      width={440}
      footer={{ saving: assign.isPending }}
    >
      {open && (
        <SchemaForm
          schema={CreateWeekAssignmentBodySchema}
          form={form}
          name="week-assignment"
          initialValues={{ scope: 'company', from: today, ...(weeks[0] ? { weekId: weeks[0].id } : {}) }}
          onSubmit={submit}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={t('weeks.assignments.drawerTitle')}
        >
          <SchemaField name="scope" label={t('weeks.assignments.level')}>
            <Radio.Group
              optionType="button"
              onChange={() => form.setFieldsValue({ targetId: undefined, weekId: weeks[0]?.id })}
              options={scopes.map((value) => ({ value, label: t(`weeks.assignments.scope.${value}`) }))}
            />
          </SchemaField>
          {scope === 'location' && (
            <SchemaField
              name="targetId"
              label={t('weeks.assignments.target.location')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                notFoundContent={t('weeks.assignments.noLocations')}
                options={calendars.locations.map((location) => ({
                  value: location.locationId,
                  label: t('locationCalendar', { contract: location.contractName, location: location.locationName }),
                }))}
              />
            </SchemaField>
          )}
          {scope === 'employee' && (
            <SchemaField
              name="targetId"
              label={t('weeks.assignments.target.employee')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={employees.isLoading}
                options={(employees.data ?? [])
                  .filter((employee) => employee.cessationDate === null || employee.cessationDate >= today)
                  .map((employee) => ({ value: employee.id, label: employee.text }))}
              />
            </SchemaField>
          )}
          {/* Not a schema field: the "follow" choice is sent as no week at all. */}
          <Form.Item name="weekId" label={t('weeks.assignments.week')} rules={[{ required: true, message: t('validation:required') }]}>
            <Select
              options={[
                ...weeks.map((week) => ({ value: week.id, label: week.name })),
                ...(scope === 'company' ? [] : [{ value: FOLLOW, label: t(`weeks.assignments.follow.${scope}`) }]),
              ]}
            />
          </Form.Item>
          <SchemaField name="from" label={t('weeks.assignments.from')} extra={t('weeks.assignments.fromHint')}>
            <DateInput style={{ width: '100%' }} allowClear={false} />
          </SchemaField>
          {from !== undefined && from < today && <Alert type="warning" showIcon message={t('weeks.assignments.pastWarning')} />}
        </SchemaForm>
      )}
    </FormDrawer>
  );
}
