import { App, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useRole } from '../api/get-role.ts';
import { useMenuTree } from '../api/get-menu-tree.ts';
import { useCreatePermissionTemplate } from '../api/create-permission-template.ts';
import { GrantsForm, type GrantsValues } from './grants-form.tsx';
import { EMPTY_FIELD_GRANTS } from './field-grants.model.ts';
import type { GrantsSource } from './editor-params.ts';

const BLANK: GrantsValues = { name: '', description: '', dataScope: 'self', menuGrants: {}, fieldGrants: EMPTY_FIELD_GRANTS };

/** A new permission template: blank or from a role's grants. */
export function NewTemplateForm({
  source,
  form,
  onCreated,
}: {
  readonly source: GrantsSource;
  readonly form: FormInstance<GrantsValues>;
  readonly onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('access');
  const { message } = App.useApp();
  const canEdit = useMenuAccess('permissionTemplates') === 'edit';
  const tree = useMenuTree();
  const role = useRole(source.kind === 'role' ? source.id : undefined);
  const create = useCreatePermissionTemplate();
  const fromRole = source.kind === 'role';
  const values: GrantsValues | undefined = !fromRole
    ? BLANK
    : role.data && {
        name: role.data.name ? t('roles.copyOf', { name: role.data.name }) : '',
        description: role.data.description ?? '',
        dataScope: role.data.dataScope ?? BLANK.dataScope,
        menuGrants: role.data.menuGrants ?? {},
        fieldGrants: role.data.fieldGrants ?? EMPTY_FIELD_GRANTS,
      };
  return (
    <QueryState
      isPending={tree.isPending || (fromRole && role.isPending)}
      error={tree.error ?? (fromRole ? role.error : null)}
      onRetry={() => void Promise.all([tree.refetch(), fromRole ? role.refetch() : undefined])}
    >
      {values && tree.data && (
        <GrantsForm
          nameLabel={t('templates.fields.name')}
          form={form}
          initialValues={values}
          tree={tree.data}
          readOnly={!canEdit}
          onSubmit={async (submitted) => {
            const created = await create.mutateAsync(submitted);
            message.success(t('templates.saved'));
            onCreated(created.id);
          }}
          aria-label={t('templates.newTitle')}
        >
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('templates.create')}
            </Button>
          )}
        </GrantsForm>
      )}
    </QueryState>
  );
}
