import { Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_PROVINCE_NAMES } from '@tenaga/payroll';
import {
  CreatePolicyBodySchema,
  ID_PROVINCE_CODES,
  INSURANCE_COUNTRIES,
  POLICY_KINDS,
  POLICY_TREATMENTS,
  type CreatePolicyBody,
  type InsuranceCountry,
  type Policy,
} from '@tenaga/contracts/modules/insurance-policies.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreateInsurancePolicy, useUpdateInsurancePolicy } from '../api/insurance-policies.mutations.ts';

type Values = Partial<Omit<CreatePolicyBody, 'settings'>> & {
  settings?: { province?: CreatePolicyBody['settings']['province']; reducedAccidentRate?: boolean };
};

/** Creates a policy, or changes one at the version it was read (a statutory one names its country, a private one its premium). */
export function PolicyDrawer({
  policy,
  country,
  onClose,
}: {
  readonly policy: Policy | 'new' | null;
  /** A country page's own country, proposed for a new policy. */
  readonly country?: InsuranceCountry | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('insurancePolicies');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateInsurancePolicy();
  const update = useUpdateInsurancePolicy();
  const existing = policy === 'new' ? null : policy;
  const kind = Form.useWatch('kind', form) ?? existing?.kind ?? 'statutory';
  const chosenCountry = Form.useWatch('country', form) ?? existing?.country ?? country ?? null;
  const statutory = kind === 'statutory';
  const title = existing ? t('editPolicy') : t('newPolicy');

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      kind: values.kind ?? 'statutory',
      country: values.country ?? '',
      treatment: statutory ? '' : (values.treatment ?? ''),
      amount: statutory ? '' : (values.amount ?? ''),
      settings: { province: values.settings?.province ?? '', reducedAccidentRate: values.settings?.reducedAccidentRate ?? false },
      description: values.description ?? '',
    } as const;
    const saved = existing
      ? await update.mutateAsync({ ...body, id: existing.id, version: existing.version })
      : await create.mutateAsync(body);
    message.success(t('saved', { name: saved.name }));
  };

  return (
    <FormDrawer
      open={policy !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={520}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={CreatePolicyBodySchema}
        form={form as never}
        name="insurance-policy"
        initialValues={
          existing
            ? {
                ...existing,
                settings: { province: existing.settings.province, reducedAccidentRate: existing.settings.reducedAccidentRate },
              }
            : { kind: 'statutory', country: country ?? null, settings: { province: null, reducedAccidentRate: false } }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={title}
      >
        <SchemaField name="name" label={t('fields.name')}>
          <Input autoComplete="off" maxLength={120} autoFocus={!existing} />
        </SchemaField>
        <SchemaField name="kind" label={t('fields.kind')}>
          <Select options={POLICY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        </SchemaField>
        <Typography.Paragraph type="secondary">{statutory ? t('statutoryHelp') : t('privateHelp')}</Typography.Paragraph>
        <SchemaField name="country" label={t('fields.country')}>
          <Select allowClear={!statutory} options={INSURANCE_COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))} />
        </SchemaField>
        {!statutory && (
          <>
            <SchemaField name="treatment" label={t('fields.treatment')}>
              <Select options={POLICY_TREATMENTS.map((value) => ({ value, label: t(`treatments.${value}`) }))} />
            </SchemaField>
            <SchemaField name="amount" label={t('fields.amount')}>
              <Input inputMode="decimal" autoComplete="off" maxLength={16} />
            </SchemaField>
          </>
        )}
        {statutory && chosenCountry === 'ID' && (
          <SchemaField name={['settings', 'province']} label={t('fields.province')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={ID_PROVINCE_CODES.map((value) => ({ value, label: ID_PROVINCE_NAMES[value] }))}
            />
          </SchemaField>
        )}
        {statutory && chosenCountry === 'VN' && (
          <SchemaField name={['settings', 'reducedAccidentRate']} label={t('fields.reducedAccidentRate')} valuePropName="checked">
            <Switch />
          </SchemaField>
        )}
        <SchemaField name="description" label={t('fields.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
