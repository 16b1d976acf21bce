import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateClaimBodySchema, type Claim } from '@tenaga/contracts/modules/claims.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreateClaim, useUpdateClaim } from '../api/claims.mutations.ts';

type Values = { name?: string; description?: string };

/** Adds one or changes one (the whole record is sent, with the version it was read at). */
export function ClaimFormDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: Claim | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateClaim();
  const update = useUpdateClaim();
  const existing = item === 'new' ? null : item;

  const submit = async (values: Values) => {
    const body = { name: values.name ?? '', description: values.description ?? '' };
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
      width={480}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={CreateClaimBodySchema}
        form={form}
        name="claims"
        initialValues={existing ? { name: existing.name, description: existing.description } : { description: '' }}
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
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
          </SchemaField>
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}
