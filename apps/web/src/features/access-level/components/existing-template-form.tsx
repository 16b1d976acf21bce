import { Alert, Button, type FormInstance } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PermissionTemplate } from '@tenaga/contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { usePermissionTemplate } from '../api/get-permission-template.ts';
import { useMenuTree, type MenuTree } from '../api/get-menu-tree.ts';
import { useUpdatePermissionTemplate } from '../api/update-permission-template.ts';
import type { GrantsValues } from './grants-form.tsx';
import { GrantsEditor } from './grants-editor.tsx';
import { TemplateDelete } from './template-delete.tsx';
import { editorParams } from './editor-params.ts';

export const ROLES_PATH = '/settings/access-level/roles';

/** A permission template in the editor: built-in ones are read-only, the company's own can change. */
export function ExistingTemplateForm({
  id,
  form,
  onDeleted,
}: {
  readonly id: string;
  readonly form: FormInstance<GrantsValues>;
  readonly onDeleted: () => void;
}) {
  const template = usePermissionTemplate(id);
  const tree = useMenuTree();
  return (
    <QueryState
      isPending={template.isPending || tree.isPending}
      error={template.error ?? tree.error}
      onRetry={() => void Promise.all([template.refetch(), tree.refetch()])}
    >
      {template.data && tree.data && (
        <TemplateEditorBody
          template={template.data}
          tree={tree.data}
          form={form}
          onDeleted={onDeleted}
          onReload={() => void template.refetch()}
        />
      )}
    </QueryState>
  );
}

function TemplateEditorBody(props: {
  readonly template: PermissionTemplate;
  readonly tree: MenuTree;
  readonly form: FormInstance<GrantsValues>;
  readonly onDeleted: () => void;
  readonly onReload: () => void;
}) {
  const { template, form } = props;
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const canEdit = useMenuAccess('permissionTemplates') === 'edit';
  const canCreateRole = useMenuAccess('roles') === 'edit';
  const update = useUpdatePermissionTemplate();
  const readOnly = template.builtIn || !canEdit;
  const initial: GrantsValues = {
    name: template.name,
    description: template.description,
    dataScope: template.dataScope,
    menuGrants: template.menuGrants,
    fieldGrants: template.fieldGrants,
  };

  const saveChanges = async (changes: Partial<GrantsValues>) => {
    await update.mutateAsync({ id: template.id, version: template.version, ...changes });
  };

  return (
    <GrantsEditor
      nameLabel={t('templates.fields.name')}
      form={form}
      initialValues={initial}
      tree={props.tree}
      readOnly={readOnly}
      notices={
        <>
          {template.builtIn && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('templates.builtInHelp')} />}
          {!template.builtIn && !canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('templates.viewOnly')} />}
        </>
      }
      save={{ kind: 'update', update: saveChanges, onReload: props.onReload }}
      saving={update.isPending}
      actions={
        canCreateRole && (
          <Button
            icon={<UserAddOutlined aria-hidden />}
            onClick={() =>
              void navigate({
                pathname: ROLES_PATH,
                search: new URLSearchParams(
                  editorParams('role', { kind: 'new', source: { kind: 'template', id: template.id } }),
                ).toString(),
              })
            }
          >
            {t('templates.createRole')}
          </Button>
        )
      }
      endActions={canEdit && !template.builtIn && <TemplateDelete id={template.id} name={template.name} onDeleted={props.onDeleted} />}
      aria-label={t('templates.editorLabel', { name: template.name })}
    />
  );
}
