import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useRole } from '../api/get-role.ts';
import { usePermissionTemplate } from '../api/get-permission-template.ts';
import { useMenuTree } from '../api/get-menu-tree.ts';
import { useCreateRole } from '../api/create-role.ts';
import type { GrantsValues } from './grants-form.tsx';
import { GrantsEditor } from './grants-editor.tsx';
import { BLANK_GRANTS, roleCopyValues } from './grants-values.ts';
import { grantsForCopy } from './permission-tree.model.ts';
import type { GrantsSource } from './editor-params.ts';

/** A new role: blank, or a copy of a permission template or of another role, saved with createRole. */
export function NewRoleForm({
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
  const canEdit = useMenuAccess('roles') === 'edit';
  const tree = useMenuTree();
  const template = usePermissionTemplate(source.kind === 'template' ? source.id : undefined);
  const role = useRole(source.kind === 'role' ? source.id : undefined);
  const create = useCreateRole();
  const from = source.kind === 'template' ? template : source.kind === 'role' ? role : null;

  const initial = (): GrantsValues | undefined => {
    if (!tree.data) return undefined;
    if (source.kind === 'template' && template.data) {
      const { description, dataScope, menuGrants, fieldGrants } = template.data;
      return { name: '', description, dataScope, menuGrants: grantsForCopy(menuGrants, tree.data), fieldGrants };
    }
    if (source.kind === 'role' && role.data) {
      const copy = roleCopyValues(role.data, (name) => t('roles.copyOf', { name }));
      return { ...copy, menuGrants: grantsForCopy(copy.menuGrants, tree.data) };
    }
    return source.kind === 'blank' ? BLANK_GRANTS : undefined;
  };
  const values = initial();

  return (
    <QueryState
      isPending={tree.isPending || (from?.isPending ?? false)}
      error={tree.error ?? from?.error}
      onRetry={() => void Promise.all([tree.refetch(), from?.refetch()])}
    >
      {values && tree.data && (
        <GrantsEditor
          nameLabel={t('roles.fields.name')}
          form={form}
          initialValues={values}
          tree={tree.data}
          readOnly={!canEdit}
          save={{
            kind: 'create',
            submitText: t('roles.create'),
            create: async (submitted) => {
              const created = await create.mutateAsync(submitted);
              message.success(t('roles.created'));
              onCreated(created.id);
            },
          }}
          saving={create.isPending}
          aria-label={t('roles.newTitle')}
        />
      )}
    </QueryState>
  );
}
