import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ShiftBodySchema, type Shift, type ShiftBreakInput } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { TimePicker } from '../../../components/time-picker/time-picker.tsx';
import { useCreateShift, useUpdateShift } from '../api/attendance-settings.mutations.ts';
import { SHIFT_COLOURS } from './shift-words.tsx';

type BreakValues = { kind?: 'fixed' | 'flexible'; start?: string; end?: string; minutes?: number; paid?: boolean };
type Values = { name?: string; colour?: string; start?: string; end?: string; breaks?: BreakValues[] };

const NEW_SHIFT: Values = {
  colour: SHIFT_COLOURS[0],
  start: '09:00',
  end: '18:00',
  breaks: [{ kind: 'fixed', start: '13:00', end: '14:00', paid: false }],
};

const breakOf = (rule: BreakValues): ShiftBreakInput =>
  rule.kind === 'flexible'
    ? { kind: 'flexible', minutes: rule.minutes ?? 0, paid: rule.paid ?? false }
    : { kind: 'fixed', start: rule.start ?? '', end: rule.end ?? '', paid: rule.paid ?? false };

/** Adds or changes a shift: its times (an end at or before the start is the next day), colour and breaks. */
export function ShiftDrawer({
  shift,
  canEdit,
  onClose,
}: {
  readonly shift: Shift | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendanceSettings');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateShift();
  const update = useUpdateShift();
  const existing = shift === 'new' ? null : shift;
  const start = Form.useWatch('start', form);
  const end = Form.useWatch('end', form);
  const overnight = start !== undefined && end !== undefined && end <= start;

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      colour: values.colour ?? SHIFT_COLOURS[0],
      start: values.start ?? '',
      end: values.end ?? '',
      breaks: (values.breaks ?? []).map(breakOf),
    };
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
      message.success(t('common:savedMsg'));
    } else {
      const created = await create.mutateAsync(body);
      message.success(t('added', { name: created.name }));
    }
  };

  const title = existing ? (canEdit ? t('shifts.editTitle') : existing.name) : t('shifts.newTitle');
  const required = [{ required: true, message: t('validation:required') }];
  return (
    <FormDrawer
      open={shift !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={520}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={ShiftBodySchema}
        form={form as never}
        name="shift"
        initialValues={
          existing
            ? { name: existing.name, colour: existing.colour, start: existing.start, end: existing.end, breaks: existing.breaks }
            : NEW_SHIFT
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={title}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={80} />
          </SchemaField>
          <Form.Item name="colour" label={t('shiftFields.colour')} rules={required}>
            <Select
              style={{ width: 200 }}
              options={SHIFT_COLOURS.map((colour, index) => ({
                value: colour,
                label: (
                  <Space>
                    <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: colour }} />
                    {t(`colours.${index}`)}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="start" label={t('shiftFields.start')} rules={required}>
              <TimePicker allowClear={false} />
            </Form.Item>
            <Form.Item name="end" label={t('shiftFields.end')} rules={required} extra={overnight ? t('shifts.endsNextDay') : undefined}>
              <TimePicker allowClear={false} />
            </Form.Item>
          </Space>
          <Form.List name="breaks">
            {(fields, { add, remove }) => (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 14, fontWeight: 500, border: 0, marginBottom: 8 }}>{t('shiftFields.breaks')}</legend>
                {fields.map((field, index) => (
                  <BreakRow key={field.key} name={field.name} index={index} onRemove={() => remove(field.name)} />
                ))}
                {fields.length < 4 && (
                  <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ kind: 'flexible', minutes: 30, paid: false })}>
                    {t('shifts.addBreak')}
                  </Button>
                )}
              </fieldset>
            )}
          </Form.List>
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}

function BreakRow({ name, index, onRemove }: { readonly name: number; readonly index: number; readonly onRemove: () => void }) {
  const { t } = useTranslation('attendanceSettings');
  const form = Form.useFormInstance<Values>();
  const kind = Form.useWatch(['breaks', name, 'kind'], form);
  const label = t('shifts.breakNumber', { number: index + 1 });
  const required = [{ required: true, message: t('validation:required') }];
  return (
    <Space wrap align="start" role="group" aria-label={label} style={{ marginBottom: 8 }}>
      <Form.Item name={[name, 'kind']} label={label} style={{ marginBottom: 0 }}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'fixed', label: t('shifts.kindFixed') },
            { value: 'flexible', label: t('shifts.kindFlexible') },
          ]}
        />
      </Form.Item>
      {kind === 'fixed' ? (
        <>
          <Form.Item name={[name, 'start']} label={t('shiftFields.breakStart')} rules={required} style={{ marginBottom: 0 }}>
            <TimePicker allowClear={false} />
          </Form.Item>
          <Form.Item name={[name, 'end']} label={t('shiftFields.breakEnd')} rules={required} style={{ marginBottom: 0 }}>
            <TimePicker allowClear={false} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name={[name, 'minutes']} label={t('shiftFields.breakMinutes')} rules={required} style={{ marginBottom: 0 }}>
          <InputNumber min={1} max={480} precision={0} suffix={t('unit.minutes')} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'paid']} label={t('shiftFields.paid')} valuePropName="checked" style={{ marginBottom: 0 }}>
        <Switch />
      </Form.Item>
      <Form.Item label=" " style={{ marginBottom: 0 }}>
        <Button
          danger
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          onClick={onRemove}
          aria-label={`${t('common:delete')}: ${label}`}
        />
      </Form.Item>
    </Space>
  );
}
