import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThresholdBodySchema, type Threshold } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useSaveThreshold } from '../api/attendance-overwork.mutations.ts';

type Values = { name?: string; dailyMinutes?: number | null; weeklyMinutes?: number | null; monthlyMinutes?: number | null };

/** Adds a threshold or changes one: minutes of overtime a day, a week and a month before approval is needed. */
export function ThresholdFormDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: Threshold | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendanceOverwork');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveThreshold();
  const existing = item === 'new' ? null : item;

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      dailyMinutes: values.dailyMinutes ?? null,
      weeklyMinutes: values.weeklyMinutes ?? null,
      monthlyMinutes: values.monthlyMinutes ?? null,
    };
    const saved = await save.mutateAsync(existing ? { ...body, id: existing.id, version: existing.version } : body);
    message.success(t('thresholds.saved', { name: saved.name }));
  };

  const minutesField = (name: 'dailyMinutes' | 'weeklyMinutes' | 'monthlyMinutes', max: number) => (
    <SchemaField name={name} label={t(`fields.${name}`)} extra={t('thresholds.emptyMeansNoLimit')}>
      <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} addonAfter={t('thresholds.minutes')} />
    </SchemaField>
  );

  return (
    <FormDrawer
      open={item !== null}
      title={existing ? (canEdit ? t('thresholds.editTitle') : existing.name) : t('thresholds.newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={canEdit ? { saving: save.isPending } : undefined}
    >
      <SchemaForm
        schema={ThresholdBodySchema}
        form={form as never}
        name="overwork-threshold"
        initialValues={
          existing
            ? {
                name: existing.name,
                dailyMinutes: existing.dailyMinutes,
                weeklyMinutes: existing.weeklyMinutes,
                monthlyMinutes: existing.monthlyMinutes,
              }
            : { dailyMinutes: null, weeklyMinutes: null, monthlyMinutes: null }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('thresholds.editTitle') : t('thresholds.newTitle')}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={80} />
          </SchemaField>
          {minutesField('dailyMinutes', 1440)}
          {minutesField('weeklyMinutes', 10_080)}
          {minutesField('monthlyMinutes', 44_640)}
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}
