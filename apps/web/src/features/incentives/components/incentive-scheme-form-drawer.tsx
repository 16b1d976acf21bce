import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CreateIncentiveSchemeBodySchema,
  INCENTIVE_WAGE_CLASSES,
  type IncentiveScheme,
  type IncentiveWageClass,
} from '@tenaga/contracts/modules/incentives.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreateIncentiveScheme, useUpdateIncentiveScheme } from '../api/incentives.mutations.ts';
import { IncentivePreview } from './incentive-preview.tsx';

type Values = { name?: string; description?: string; formula?: string; wageClass?: IncentiveWageClass };

const EXAMPLE = 'if(achievement > target, achievement * 0.05, achievement * 0.02)';

/** Adds a scheme or changes one (the whole record is sent, with the version it was read at); the formula tried on figures as it is typed. */
export function IncentiveSchemeFormDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: IncentiveScheme | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('incentives');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formula = Form.useWatch('formula', form) ?? '';
  const create = useCreateIncentiveScheme();
  const update = useUpdateIncentiveScheme();
  const existing = item === 'new' ? null : item;

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      formula: values.formula ?? '',
      wageClass: values.wageClass ?? 'ordinary',
    };
    if (existing) {
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
      title={existing ? (canEdit ? t('editTitle') : existing.name) : t('newTitle')}
      form={form}
      onClose={onClose}
      width={560}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        key={existing?.id ?? 'new'}
        schema={CreateIncentiveSchemeBodySchema}
        form={form}
        name="incentives"
        initialValues={
          existing
            ? { name: existing.name, description: existing.description, formula: existing.formula, wageClass: existing.wageClass }
            : { description: '', formula: EXAMPLE, wageClass: 'ordinary' }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('editTitle') : t('newTitle')}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
          </SchemaField>
          <SchemaField name="description" label={t('fields.description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
          </SchemaField>
          <SchemaField name="formula" label={t('fields.formula')} extra={t('formulaHelp')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} spellCheck={false} style={{ fontFamily: 'monospace' }} />
          </SchemaField>
          <SchemaField name="wageClass" label={t('fields.wageClass')}>
            <Radio.Group>
              {INCENTIVE_WAGE_CLASSES.map((wageClass) => (
                <Radio key={wageClass} value={wageClass} style={{ display: 'flex', marginBottom: 4 }}>
                  {t(`wageClasses.${wageClass}`)}
                </Radio>
              ))}
            </Radio.Group>
          </SchemaField>
        </fieldset>
      </SchemaForm>
      <IncentivePreview formula={formula} />
    </FormDrawer>
  );
}
