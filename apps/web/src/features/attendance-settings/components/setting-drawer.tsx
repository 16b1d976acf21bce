import { useState } from 'react';
import { Alert, Button, Divider, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AttendanceSettingBodySchema,
  getFullTimeTemplate,
  getPartTimeTemplate,
  type AttendanceSettingItem,
  type AttendanceSettingWire,
  type Employment,
} from '@tenaga/contracts/modules/attendance-settings.contracts';
import type { AttendanceSetting } from '@tenaga/domain';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { TimePicker } from '../../../components/time-picker/time-picker.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateSetting, useUpdateSetting } from '../api/attendance-settings.mutations.ts';
import { DayTableFields } from './day-table-fields.tsx';
import { BandRateFields, OvertimeTables, TemplateSources } from './overtime-tables.tsx';
import { ROUNDING_UNITS, settingOf, settingValues, type SettingValues } from './setting-values.ts';

const TEMPLATES = { fullTime: getFullTimeTemplate, partTime: getPartTimeTemplate } as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A number of minutes (or hours) in a bounded box with its unit beside it. */
function Amount({
  max,
  step = 1,
  unit,
  ...rest
}: {
  max: number;
  step?: number;
  unit: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  return <InputNumber {...rest} min={0} max={max} step={step} precision={step < 1 ? 2 : 0} suffix={unit} style={{ width: 180 }} />;
}

/** Adds or changes a setting: its fields in words, the rate bands and day tables of its overtime policy, and the law it starts from. */
export function SettingDrawer({
  employment,
  item,
  canEdit,
  onClose,
}: {
  readonly employment: Employment;
  readonly item: AttendanceSettingItem | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['attendanceSettings', 'attendance']);
  const { message } = useFeedback();
  const [form] = Form.useForm<SettingValues>();
  const create = useCreateSetting(employment);
  const update = useUpdateSetting(employment);
  const template = useContractQuery(TEMPLATES[employment], {}, { enabled: item !== null });
  const existing = item === 'new' ? null : item;
  // The parts the drawer does not edit field by field (bands and day tables) come from here.
  const [overtimeFrom, setOvertimeFrom] = useState<AttendanceSetting['overtime'] | null>(null);
  const base: AttendanceSetting | undefined = existing?.setting ?? template.data?.setting;
  const policy = overtimeFrom ?? base?.overtime;
  const unscheduledBreak = Form.useWatch('unscheduledBreak', form);
  const minutes = t('unit.minutes');
  const hours = t('unit.hours');

  const close = () => {
    setOvertimeFrom(null);
    onClose();
  };

  const submit = async (values: SettingValues) => {
    if (!base || !policy) return;
    const setting = settingOf({ ...base, overtime: policy }, values) as AttendanceSettingWire;
    const name = values.name ?? '';
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, name, setting });
      message.success(t('common:savedMsg'));
    } else {
      const created = await create.mutateAsync({ name, setting });
      message.success(t('added', { name: created.name }));
    }
  };

  const applyTemplate = () => {
    if (!template.data) return;
    setOvertimeFrom(template.data.setting.overtime);
    const fresh = settingValues(template.data.setting);
    form.setFieldsValue({
      afterShiftEnd: fresh.afterShiftEnd,
      beforeShiftStart: fresh.beforeShiftStart,
      minimumMinutes: fresh.minimumMinutes,
      blockMinutes: fresh.blockMinutes,
      dailyAfterHours: fresh.dailyAfterHours,
      weeklyAfterHours: fresh.weeklyAfterHours,
      extraBand: fresh.extraBand,
      bands: fresh.bands,
      restDayCounted: fresh.restDayCounted,
      restDayTiers: fresh.restDayTiers,
      publicHolidayCounted: fresh.publicHolidayCounted,
      publicHolidayTiers: fresh.publicHolidayTiers,
      nightCounted: fresh.nightCounted,
      nightStart: fresh.nightStart,
      nightEnd: fresh.nightEnd,
      nightBand: fresh.nightBand,
    });
  };

  const title = existing ? (canEdit ? t('settings.editTitle') : existing.name) : t('settings.newTitle');
  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={close}
      width={640}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <QueryState isPending={!base} error={existing ? null : template.error} onRetry={() => void template.refetch()}>
        {base && policy && (
          <SchemaForm<typeof AttendanceSettingBodySchema, SettingValues & Record<string, unknown>>
            schema={AttendanceSettingBodySchema}
            form={form as never}
            name="attendance-setting"
            initialValues={{ ...settingValues(base), name: existing?.name ?? '' }}
            onSubmit={submit}
            onSaved={close}
            guardUnsaved={false}
            aria-label={title}
          >
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <SchemaField name="name" label={t('fields.name')}>
                <Input autoComplete="off" autoFocus={!existing} maxLength={80} />
              </SchemaField>

              <Divider titlePlacement="start">{t('sections.lateness')}</Divider>
              <Space wrap size="large">
                <Form.Item name="lateGraceMinutes" label={t('fields.lateGraceMinutes')} extra={t('hints.lateGrace')}>
                  <Amount max={240} unit={minutes} />
                </Form.Item>
                <Form.Item name="earlyLeaveGraceMinutes" label={t('fields.earlyLeaveGraceMinutes')}>
                  <Amount max={240} unit={minutes} />
                </Form.Item>
              </Space>
              <Form.Item name="graceMode" label={t('fields.graceMode')}>
                <Radio.Group
                  options={[
                    { value: 'beyondGrace', label: t('graceMode.beyondGrace') },
                    { value: 'whole', label: t('graceMode.whole') },
                  ]}
                />
              </Form.Item>

              <Divider titlePlacement="start">{t('sections.rounding')}</Divider>
              {(['In', 'Out'] as const).map((which) => (
                <Space key={which} wrap align="start">
                  <Form.Item name={`round${which}Unit`} label={t(`fields.round${which}`)}>
                    <Select
                      style={{ width: 200 }}
                      options={ROUNDING_UNITS.map((unit) => ({
                        value: unit,
                        label: unit === 0 ? t('rounding.none') : t('rounding.unit', { count: unit }),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={`round${which}Direction`} label={t('fields.roundDirection')}>
                    <Select
                      style={{ width: 200 }}
                      options={(['up', 'down', 'nearest'] as const).map((value) => ({ value, label: t(`rounding.${value}`) }))}
                    />
                  </Form.Item>
                </Space>
              ))}

              <Divider titlePlacement="start">{t('sections.day')}</Divider>
              <Space wrap size="large" align="start">
                <Form.Item
                  name="dayBoundary"
                  label={t('fields.dayBoundary')}
                  extra={t('hints.dayBoundary')}
                  rules={[{ required: true, message: t('validation:required') }]}
                >
                  <TimePicker allowClear={false} />
                </Form.Item>
                <Form.Item name="weekStartsOn" label={t('fields.weekStartsOn')}>
                  <Select style={{ width: 180 }} options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))} />
                </Form.Item>
              </Space>
              <Space wrap size="large">
                <Form.Item name="beforeStartMinutes" label={t('fields.beforeStartMinutes')}>
                  <Amount max={1440} unit={minutes} />
                </Form.Item>
                <Form.Item name="afterEndMinutes" label={t('fields.afterEndMinutes')}>
                  <Amount max={1440} unit={minutes} />
                </Form.Item>
              </Space>

              <Divider titlePlacement="start">{t('sections.breaks')}</Divider>
              <Form.Item
                name="unscheduledBreak"
                label={t('fields.unscheduledBreak')}
                valuePropName="checked"
                extra={t('hints.unscheduledBreak')}
              >
                <Switch />
              </Form.Item>
              {unscheduledBreak && (
                <Space wrap size="large">
                  <Form.Item name="breakMinutes" label={t('fields.breakMinutes')}>
                    <Amount max={240} unit={minutes} />
                  </Form.Item>
                  <Form.Item name="breakAfterHours" label={t('fields.breakAfterHours')}>
                    <Amount max={24} step={0.5} unit={hours} />
                  </Form.Item>
                </Space>
              )}

              <Divider titlePlacement="start">{t('sections.overtime')}</Divider>
              <Space wrap size="large">
                <Form.Item name="afterShiftEnd" label={t('fields.afterShiftEnd')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Form.Item name="beforeShiftStart" label={t('fields.beforeShiftStart')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Space>
              <Space wrap size="large">
                <Form.Item name="minimumMinutes" label={t('fields.minimumMinutes')}>
                  <Amount max={1440} unit={minutes} />
                </Form.Item>
                <Form.Item
                  name="blockMinutes"
                  label={t('fields.blockMinutes')}
                  rules={[{ type: 'number', min: 1, message: t('validation:requiredValidNumber') }]}
                >
                  <Amount max={60} unit={minutes} />
                </Form.Item>
              </Space>
              <Space wrap size="large">
                <Form.Item name="dailyAfterHours" label={t('fields.dailyAfterHours')} extra={t('hints.emptyNone')}>
                  <Amount max={24} step={0.5} unit={hours} />
                </Form.Item>
                <Form.Item name="weeklyAfterHours" label={t('fields.weeklyAfterHours')} extra={t('hints.emptyNone')}>
                  <Amount max={168} step={0.5} unit={hours} />
                </Form.Item>
              </Space>
              {employment === 'partTime' && (
                <Space wrap size="large" align="start">
                  <Form.Item name="fullTimeDailyHours" label={t('fields.fullTimeDailyHours')} extra={t('hints.partTime')}>
                    <Amount max={24} step={0.5} unit={hours} />
                  </Form.Item>
                  <Form.Item name="extraBand" label={t('fields.extraBand')}>
                    <Select
                      style={{ width: 240 }}
                      options={policy.bands.map((band) => ({
                        value: band.id,
                        label: t(`attendance:bands.${band.id}`, { defaultValue: band.id }),
                      }))}
                    />
                  </Form.Item>
                </Space>
              )}
              <Typography.Title level={3} style={{ fontSize: 15 }}>
                {t('sections.rates')}
              </Typography.Title>
              <OvertimeTables policy={policy} />
              <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
                {t('sections.dayTables')}
              </Typography.Title>
              <DayTableFields policy={policy} />
              <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
                {t('sections.bandRates')}
              </Typography.Title>
              <BandRateFields policy={policy} />
            </fieldset>

            {template.data && (
              <>
                <Divider titlePlacement="start">{t('sections.template')}</Divider>
                <TemplateSources template={template.data} />
                {canEdit && existing && (
                  <Button style={{ marginTop: 8 }} onClick={applyTemplate}>
                    {t('template.reset')}
                  </Button>
                )}
                {overtimeFrom && <Alert style={{ marginTop: 8 }} type="info" showIcon message={t('template.resetDone')} />}
              </>
            )}
          </SchemaForm>
        )}
      </QueryState>
    </FormDrawer>
  );
}
