import { Button, Form, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OvertimePolicy } from '@tenaga/domain';
import { TimePicker } from '../../../components/time-picker/time-picker.tsx';
import { usePayWords } from './overtime-tables.tsx';
import { EDITABLE_TABLES, type EditableTable, type TierValues } from './setting-values.ts';

/** The most tiers a table has (the contract's bound). */
const MAX_TIERS = 10;

/** The rate bands as choices, each with its pay in words. */
function useBandOptions(policy: OvertimePolicy) {
  const { t } = useTranslation(['attendanceSettings', 'attendance']);
  const payWords = usePayWords();
  return policy.bands.map((band) => ({
    value: band.id,
    label: `${t(`attendance:bands.${band.id}`, { defaultValue: band.id })} (${payWords(band.pay)})`,
  }));
}

/** One kind of day's tiers: from which hour of the day's work each band applies; add and remove tiers. */
function TierList({ table, policy }: { readonly table: EditableTable; readonly policy: OvertimePolicy }) {
  const { t } = useTranslation('attendanceSettings');
  const options = useBandOptions(policy);
  const listName = `${table}Tiers`;
  return (
    <Form.List name={listName}>
      {(fields, { add, remove }) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Space key={field.key} wrap align="start" role="group" aria-label={t('tableEdit.tier', { number: index + 1 })}>
              <Form.Item
                name={[field.name, 'fromHours']}
                label={t('tableEdit.fromHours')}
                dependencies={index > 0 ? [[listName, index - 1, 'fromHours']] : []}
                rules={[
                  { required: true, message: t('validation:requiredValidNumber') },
                  ({ getFieldValue }) => ({
                    validator: (_, value: number | null) => {
                      const previous = index > 0 ? (getFieldValue([listName, index - 1, 'fromHours']) as number | null) : null;
                      return index === 0 || value === null || previous === null || value > previous
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('tableEdit.afterPrevious')));
                    },
                  }),
                ]}
              >
                <InputNumber
                  min={0}
                  max={24}
                  step={0.5}
                  precision={2}
                  disabled={index === 0}
                  suffix={t('unit.hours')}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'band']}
                label={t('tableEdit.band')}
                rules={[{ required: true, message: t('validation:required') }]}
              >
                <Select options={options} style={{ width: 300, maxWidth: '80vw' }} />
              </Form.Item>
              {index > 0 && (
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('tableEdit.removeTier', { number: index + 1 })}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              )}
            </Space>
          ))}
          {fields.length < MAX_TIERS && (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ fromHours: fields.length * 8, band: policy.bands[0]?.id ?? '' } satisfies TierValues)}
            >
              {t('tableEdit.addTier')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}

/**
 * The rules and rate bands of rest-day work, public-holiday work and night work, to change: each
 * kind of day on or off (off: counted as a working day), its tiers by hour with their bands (rate
 * in words), and the night window with its band.
 */
export function DayTableFields({ policy }: { readonly policy: OvertimePolicy }) {
  const { t } = useTranslation('attendanceSettings');
  const form = Form.useFormInstance();
  const counted = {
    restDay: Form.useWatch('restDayCounted', form) as boolean | undefined,
    publicHoliday: Form.useWatch('publicHolidayCounted', form) as boolean | undefined,
  };
  const nightCounted = Form.useWatch('nightCounted', form) as boolean | undefined;
  const options = useBandOptions(policy);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {EDITABLE_TABLES.map((table) => (
        <div key={table}>
          <Form.Item
            name={`${table}Counted`}
            label={t(`tableEdit.counted.${table}`)}
            valuePropName="checked"
            extra={t('tableEdit.countedHint')}
          >
            <Switch />
          </Form.Item>
          {counted[table] && <TierList table={table} policy={policy} />}
        </div>
      ))}
      <Form.Item name="nightCounted" label={t('tableEdit.counted.night')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {nightCounted && (
        <Space wrap align="start">
          <Form.Item name="nightStart" label={t('tableEdit.nightStart')} rules={[{ required: true, message: t('validation:required') }]}>
            <TimePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="nightEnd" label={t('tableEdit.nightEnd')} rules={[{ required: true, message: t('validation:required') }]}>
            <TimePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="nightBand" label={t('tableEdit.band')}>
            <Select options={[{ value: '', label: t('tier.noBand') }, ...options]} style={{ width: 300, maxWidth: '80vw' }} />
          </Form.Item>
        </Space>
      )}
      <Typography.Text type="secondary">{t('tableEdit.nightHint')}</Typography.Text>
    </Space>
  );
}
