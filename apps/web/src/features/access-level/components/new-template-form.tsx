import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useRole } from '../api/get-role.ts';
import { useMenuTree } from '../api/get-menu-tree.ts';
import { useCreatePermissionTemplate } from '../api/create-permission-template.ts';
import type { GrantsValues } from './grants-form.tsx';
import { GrantsEditor } from './grants-editor.tsx';
import { BLANK_GRANTS, roleCopyValues } from './grants-values.ts';
import type { GrantsSource } from './editor-params.ts';

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
    ? BLANK_GRANTS
    : role.data && roleCopyValues(role.data, (name) => t('roles.copyOf', { name }));
  return (
    <QueryState
      isPending={tree.isPending || (fromRole && role.isPending)}
      error={tree.error ?? (fromRole ? role.error : null)}
      onRetry={() => void Promise.all([tree.refetch(), fromRole ? role.refetch() : undefined])}
    >
      {values && tree.data && (
        <GrantsEditor
          nameLabel={t('templates.fields.name')}
          form={form}
          initialValues={values}
          tree={tree.data}
          readOnly={!canEdit}
          save={{
            kind: 'create',
            submitText: t('templates.create'),
            create: async (submitted) => {
              const created = await create.mutateAsync(submitted);
              message.success(t('templates.saved'));
              onCreated(created.id);
            },
          }}
          saving={create.isPending}
          aria-label={t('templates.newTitle')}
        />
      )}
    </QueryState>
  );
}
