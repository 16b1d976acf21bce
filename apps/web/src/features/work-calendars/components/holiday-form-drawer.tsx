import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HolidayBodySchema, type HolidayRow } from '@tenaga/contracts/modules/work-calendars.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreateHoliday, useUpdateHoliday } from '../api/work-calendars.mutations.ts';

type Values = { date?: string; name?: string; halfDay?: boolean };

/** Adds a company holiday or changes one (sent whole, with the version it was read at). */
export function HolidayFormDrawer({
  item,
  defaultDate,
  onClose,
}: {
  readonly item: HolidayRow | 'new' | null;
  readonly defaultDate: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('workCalendars');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const existing = item === 'new' ? null : item;

  const submit = async (values: Values) => {
    const body = { date: values.date ?? '', name: values.name ?? '', halfDay: values.halfDay ?? false };
    if (existing?.id !== undefined && existing.version !== undefined) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
      message.success(t('common:savedMsg'));
    } else {
      const created = await create.mutateAsync(body);
      message.success(t('added', { name: created.name }));
    }
  };

  return (
    <FormDrawer
      open={item !== null}
      title={existing ? t('editTitle') : t('newTitle')}
      form={form}
      onClose={onClose}
      width={420}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={HolidayBodySchema}
        form={form}
        name="company-holiday"
        initialValues={
          existing ? { date: existing.date, name: existing.name, halfDay: existing.halfDay } : { date: defaultDate, halfDay: false }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('editTitle') : t('newTitle')}
      >
        <SchemaField name="date" label={t('fields.date')}>
          <DateInput style={{ width: '100%' }} allowClear={false} />
        </SchemaField>
        <SchemaField name="name" label={t('fields.name')}>
          <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
        </SchemaField>
        <SchemaField name="halfDay" valuePropName="checked">
          <Checkbox>{t('fields.halfDay')}</Checkbox>
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
