import { Alert, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkingWeekBodySchema, type WorkingWeekItem } from '@tenaga/contracts/modules/work-calendars/working-weeks';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreateWorkingWeek, useUpdateWorkingWeek } from '../api/work-calendars.mutations.ts';
import { daysPerWeek, FRACTION_KEYS, weekdayNames, type Fraction } from './week-days.ts';

type Values = { name?: string; days?: Fraction[] };
const FIVE_DAYS: Fraction[] = [1, 1, 1, 1, 1, 0, 0];

/** Seven choices, Monday first: a full day, a half day or a rest day. */
function DaysInput({
  value = FIVE_DAYS,
  onChange,
  disabled,
  id,
}: {
  readonly value?: Fraction[];
  readonly onChange?: (days: Fraction[]) => void;
  readonly disabled?: boolean;
  readonly id?: string;
}) {
  const { t } = useTranslation('workCalendars');
  const names = weekdayNames('long');
  return (
    <div id={id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {names.map((name, index) => (
        <div key={name} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
          <Typography.Text style={{ minWidth: 96 }}>{name}</Typography.Text>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size="small"
            disabled={disabled}
            aria-label={name}
            value={value[index]}
            onChange={(event) => onChange?.(value.map((fraction, at) => (at === index ? (event.target.value as Fraction) : fraction)))}
            options={([1, 0.5, 0] as const).map((fraction) => ({ value: fraction, label: t(`weeks.fraction.${FRACTION_KEYS[fraction]}`) }))}
          />
        </div>
      ))}
      <Typography.Text type="secondary">{t('weeks.perWeek', { days: daysPerWeek(value) })}</Typography.Text>
    </div>
  );
}

/** Adds a working week or changes one; once in force only its name can change. */
export function WeekFormDrawer({ item, onClose }: { readonly item: WorkingWeekItem | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('workCalendars');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateWorkingWeek();
  const update = useUpdateWorkingWeek();
  const existing = item === 'new' ? null : item;
  const title = existing ? t('weeks.editTitle') : t('weeks.newTitle');

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      days: (values.days ?? FIVE_DAYS) as [Fraction, Fraction, Fraction, Fraction, Fraction, Fraction, Fraction],
    };
    if (existing) {
      const saved = await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
      message.success(t('weeks.saved', { name: saved.name }));
    } else {
      const created = await create.mutateAsync(body);
      message.success(t('weeks.added', { name: created.name }));
    }
  };

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={440}
      footer={{ saving: create.isPending || update.isPending }}
    >
      {item !== null && (
        <SchemaForm
          schema={WorkingWeekBodySchema}
          form={form}
          name="working-week"
          initialValues={existing ? { name: existing.name, days: existing.days as Fraction[] } : { days: FIVE_DAYS }}
          onSubmit={submit}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={title}
        >
          <SchemaField name="name" label={t('weeks.fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={80} />
          </SchemaField>
          {existing?.inForce && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('weeks.inForceHint')} />}
          <SchemaField name="days" label={t('weeks.fields.days')}>
            <DaysInput disabled={existing?.inForce ?? false} />
          </SchemaField>
        </SchemaForm>
      )}
    </FormDrawer>
  );
}
