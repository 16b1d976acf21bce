import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listLeaveCategories, listLeaveConditions, type LeavePolicy } from '@tenaga/contracts/modules/time-off.contracts';
import { listNationalities } from '@tenaga/contracts/modules/countries.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useCreateLeavePolicy, useUpdateLeavePolicy } from '../api/time-off.mutations.ts';
import { NEW_POLICY, ROUNDING_STEPS, toFormValues, toRules, type PolicyFormValues } from './policy-form-model.ts';
import { ApplyChanges, PolicyVersions } from './policy-versions.tsx';

/** How a change to a policy is saved: a version from a date, or a correction of the latest rules. */
interface ApplyFields {
  applyAs?: 'dated' | 'correction';
  effectiveFrom?: string | null;
}

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const DAYS = /^\d{1,6}(\.\d{1,4})?$/;

/** A policy's rules, the time-off engine's options one by one; optional parts behind switches. */
export function PolicyDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: LeavePolicy | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<PolicyFormValues & ApplyFields>();
  const today = useFormat().today();
  const create = useCreateLeavePolicy();
  const update = useUpdateLeavePolicy();
  const categories = useContractQuery(listLeaveCategories, { body: ALL }, { enabled: item !== null });
  const conditions = useContractQuery(listLeaveConditions, {}, { enabled: item !== null });
  const nationalities = useContractQuery(listNationalities, {}, { enabled: item !== null });
  const employmentTypes = (conditions.data?.find((condition) => condition.key === 'employmentType')?.values ?? []).map((option) => ({
    value: option.value,
    label: option.name,
  }));
  const existing = item === 'new' ? null : item;
  const latest = existing ? existing.versions.length - 1 : 0;
  const [shown, setShown] = useState(latest);
  // Earlier versions are kept as they were: shown read only.
  const editable = canEdit && shown === latest;
  const title = existing ? (canEdit ? t('policy.editTitle') : existing.name) : t('policy.newTitle');
  const values = Form.useWatch([], form) as (PolicyFormValues & ApplyFields) | undefined;

  useEffect(() => setShown(latest), [item, latest]);
  // Versions apply within the policy's leave years: their kind stays once a policy has (or gets) a dated version.
  const leaveYearFixed = existing !== null && (existing.versions.length > 1 || values?.applyAs === 'dated');

  const initialValues = useMemo((): PolicyFormValues & ApplyFields => {
    if (!existing) return NEW_POLICY;
    const rules = existing.versions[shown]?.rules ?? existing.rules;
    // A policy in use changes from a date by default (the next calendar year's first day for calendar leave years).
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
    return {
      categoryId: existing.categoryId,
      name: existing.name,
      ...toFormValues(rules),
      applyAs: existing.profiles > 0 ? 'dated' : 'correction',
      effectiveFrom: rules.leaveYear === 'calendar' ? nextYear : today,
    };
  }, [existing, shown, today]);
  // The form instance outlives each opening: start every policy and version shown from its own values.
  useEffect(() => form.resetFields(), [form, initialValues]);

  const days = [{ pattern: DAYS, message: t('validation:requiredValidNumber') }];
  const required = [{ required: true, message: t('validation:required') }];

  const submit = async (fields: PolicyFormValues & ApplyFields) => {
    const body = { categoryId: fields.categoryId ?? '', name: fields.name ?? '', rules: toRules(fields) };
    try {
      if (existing) {
        const effectiveFrom = fields.applyAs === 'dated' ? (fields.effectiveFrom ?? null) : null;
        await update.mutateAsync({ id: existing.id, version: existing.version, ...body, effectiveFrom });
        message.success(t('common:savedMsg'));
      } else {
        const created = await create.mutateAsync(body);
        message.success(t('added', { name: created.name }));
      }
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  const option = (group: string, keys: readonly string[]) => keys.map((key) => ({ value: key, label: t(`options.${group}.${key}`) }));

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={640}
      footer={editable ? { saving: create.isPending || update.isPending } : undefined}
    >
      {existing && (
        <PolicyVersions policy={existing} shown={shown} today={today} canEdit={canEdit} onShow={setShown} onWithdrawn={onClose} />
      )}
      <Form
        // A fresh form for each policy and version shown: its values are where editing starts, nothing touched.
        key={`${existing?.id ?? 'new'}:${shown}`}
        form={form}
        layout="vertical"
        name="leave-policy"
        onFinish={submit}
        aria-label={title}
        disabled={!editable}
        initialValues={initialValues}
      >
        <Form.Item name="name" label={t('fields.name')} rules={required}>
          <Input autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('fields.categoryId')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={categories.isLoading}
            options={(categories.data?.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          />
        </Form.Item>

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('policy.sections.entitlement')}
        </Typography.Title>
        <Form.Item name="entitlementKind" label={t('fields.entitlement')}>
          <Select options={option('entitlement', ['fixed', 'byService'])} />
        </Form.Item>
        {values?.entitlementKind === 'byService' ? (
          <Form.List name="steps">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'fromMonths']} label={t('policy.stepMonths')} rules={required}>
                      <InputNumber min={0} max={1200} precision={0} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'days']} label={t('policy.stepDays')} rules={[...required, ...days]}>
                      <Input inputMode="decimal" style={{ width: 100 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined aria-hidden />}
                        aria-label={t('policy.removeStep')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ fromMonths: 12 * fields.length, days: '' })}>
                  {t('policy.addStep')}
                </Button>
              </>
            )}
          </Form.List>
        ) : (
          <Form.Item name="entitlementDays" label={t('fields.entitlementDays')} rules={[...required, ...days]}>
            <Input inputMode="decimal" style={{ maxWidth: 160 }} />
          </Form.Item>
        )}
        <Form.Item name="accrual" label={t('fields.accrual')}>
          <Select options={option('accrual', ['upfront', 'monthly', 'semiMonthly', 'weekly', 'fortnightly'])} />
        </Form.Item>
        {(values?.accrual === 'weekly' || values?.accrual === 'fortnightly') && (
          <Form.Item name="anchor" label={t('fields.anchor')} rules={required}>
            <DateInput />
          </Form.Item>
        )}
        <Form.Item name="leaveYear" label={t('fields.leaveYear')} extra={leaveYearFixed ? t('versions.leaveYearFixed') : undefined}>
          <Select options={option('leaveYear', ['calendar', 'hiringDate'])} disabled={leaveYearFixed} />
        </Form.Item>
        <Form.Item name="proRated" label={t('policy.proRated')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {values?.proRated && (
          <Space wrap>
            <Form.Item name="basis" label={t('fields.basis')}>
              <Select style={{ minWidth: 220 }} options={option('basis', ['completedMonths', 'days'])} />
            </Form.Item>
            <Form.Item name="roundingStep" label={t('fields.roundingStep')}>
              <Select
                style={{ minWidth: 140 }}
                options={Object.entries(ROUNDING_STEPS).map(([value, key]) => ({ value, label: t(`options.step.${key}`) }))}
              />
            </Form.Item>
            <Form.Item name="roundingMode" label={t('fields.roundingMode')}>
              <Select style={{ minWidth: 140 }} options={option('mode', ['nearest', 'down', 'up'])} />
            </Form.Item>
          </Space>
        )}

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('policy.sections.carryForward')}
        </Typography.Title>
        <Form.Item name="carries" label={t('policy.carries')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {values?.carries && (
          <Space wrap>
            <Form.Item name="carryMax" label={t('fields.carryMax')} rules={days} extra={t('unlimited')}>
              <Input inputMode="decimal" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="carryExpiry" label={t('fields.carryExpiry')}>
              <InputNumber min={0} max={120} precision={0} />
            </Form.Item>
          </Space>
        )}

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('policy.sections.requests')}
        </Typography.Title>
        <Form.Item name="unit" label={t('fields.unit')}>
          <Select options={(['day', 'halfDay', 'hour'] as const).map((unit) => ({ value: unit, label: t(`units.${unit}`) }))} />
        </Form.Item>
        {values?.unit === 'hour' && (
          <Form.Item name="hoursPerDay" label={t('fields.hoursPerDay')} rules={[...required, ...days]}>
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="counting" label={t('fields.counting')}>
          <Select options={option('counting', ['workingDays', 'calendarDays'])} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="minimumNoticeDays" label={t('fields.minimumNoticeDays')}>
            <InputNumber min={0} max={365} precision={0} />
          </Form.Item>
          <Form.Item name="maximumConsecutiveDays" label={t('fields.maximumConsecutiveDays')} rules={days}>
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="attachmentAfterDays" label={t('fields.attachmentAfterDays')} rules={days}>
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="limitNegative" label={t('policy.allowNegative')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {values?.limitNegative && (
          <Form.Item name="negativeBalanceDays" label={t('fields.negativeBalanceDays')} rules={[...required, ...days]}>
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
        )}

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('policy.sections.eligibility')}
        </Typography.Title>
        <Form.Item name="genders" label={t('fields.genders')} extra={t('policy.anyoneHint')}>
          <Checkbox.Group options={option('genders', ['female', 'male'])} />
        </Form.Item>
        <Form.Item name="employmentTypes" label={t('fields.employmentTypes')} extra={t('policy.anyoneHint')}>
          <Checkbox.Group options={employmentTypes} />
        </Form.Item>
        <Form.Item name="nationalities" label={t('fields.nationalities')} extra={t('policy.anyNationalityHint')}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            loading={nationalities.isLoading}
            options={nationalities.data ?? []}
          />
        </Form.Item>
        <Form.Item name="confirmedOnly" valuePropName="checked">
          <Checkbox>{t('fields.confirmedOnly')}</Checkbox>
        </Form.Item>
        <Space wrap>
          <Form.Item name="minimumServiceMonths" label={t('fields.minimumServiceMonths')}>
            <InputNumber min={0} max={1200} precision={0} />
          </Form.Item>
          <Form.Item name="serviceBeforeEligibility" label={t('fields.serviceBeforeEligibility')}>
            <Select style={{ minWidth: 280 }} options={option('serviceBeforeEligibility', ['counts', 'doesNotCount'])} />
          </Form.Item>
        </Space>
        {existing && editable && <ApplyChanges dated={values?.applyAs === 'dated'} />}
      </Form>
    </FormDrawer>
  );
}
