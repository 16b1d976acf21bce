import { useState } from 'react';
import { Alert, App, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tenaga/contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useRole } from '../api/get-role.ts';
import { useMenuTree, type MenuTree } from '../api/get-menu-tree.ts';
import { useMenuFieldLevels } from '../api/get-menu-field-levels.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { GRANTS_FIELDS, type GrantsField, type GrantsValues } from './grants-form.tsx';
import { GrantsEditor } from './grants-editor.tsx';
import { RoleDelete } from './role-delete.tsx';
import { SaveAsTemplateModal } from './save-as-template-modal.tsx';
import { EMPTY_FIELD_GRANTS } from './field-grants.model.ts';

function roleValues(role: Role): Partial<GrantsValues> {
  return Object.fromEntries(
    GRANTS_FIELDS.filter((field) => role[field] !== undefined).map((field) => [field, role[field]]),
  ) as Partial<GrantsValues>;
}

/** One role in the editor: read-only for View Only callers and for the locked Administrator. */
export function ExistingRoleForm({
  id,
  form,
  onDeleted,
}: {
  readonly id: string;
  readonly form: FormInstance<GrantsValues>;
  readonly onDeleted: () => void;
}) {
  const role = useRole(id);
  const tree = useMenuTree();
  const fieldLevels = useMenuFieldLevels('roles');
  const pending = role.isPending || tree.isPending || fieldLevels.isPending;
  const error = role.error ?? tree.error ?? fieldLevels.error;
  const retry = () => void Promise.all([role.refetch(), tree.refetch(), fieldLevels.refetch()]);
  return (
    <QueryState isPending={pending} error={error} onRetry={retry}>
      {role.data && tree.data && fieldLevels.data && (
        <RoleEditorBody
          role={role.data}
          tree={tree.data}
          levels={fieldLevels.data.role ?? {}}
          form={form}
          onDeleted={onDeleted}
          onReload={() => void role.refetch()}
        />
      )}
    </QueryState>
  );
}

function RoleEditorBody(props: {
  readonly role: Role;
  readonly tree: MenuTree;
  /** The caller's levels on the fields of roles. */
  readonly levels: Record<string, string>;
  readonly form: FormInstance<GrantsValues>;
  readonly onDeleted: () => void;
  readonly onReload: () => void;
}) {
  const { role, form } = props;
  const { t } = useTranslation('access');
  const { modal } = App.useApp();
  const { me } = useAuthenticatedSession();
  const canEdit = useMenuAccess('roles') === 'edit';
  const canSaveTemplate = useMenuAccess('permissionTemplates') === 'edit';
  const update = useUpdateRole();
  const [savingTemplate, setSavingTemplate] = useState(false);

  const readOnly = !canEdit || role.locked;
  const initial = roleValues(role);
  const hidden = new Set(GRANTS_FIELDS.filter((field) => role[field] === undefined));
  const readOnlyFields = new Set<GrantsField>(GRANTS_FIELDS.filter((field) => props.levels[field] !== 'edit'));
  const ownRole = role.id === me.userInfo.permissionID;

  const saveChanges = async (changes: Partial<GrantsValues>) => {
    await update.mutateAsync({ id: role.id, version: role.version, ...changes });
  };
  // Changing one's own role can take away the very pages used to change it back.
  const confirmSave = (proceed: () => void) => {
    if (!ownRole) return proceed();
    modal.confirm({
      title: t('roles.ownRoleTitle'),
      content: t('roles.ownRoleWarning'),
      okText: t('roles.saveAnyway'),
      cancelText: t('common:cancel'),
      onOk: () => proceed(),
    });
  };
  const currentGrants = (): GrantsValues => {
    const values = form.getFieldsValue(true) as Partial<GrantsValues>;
    return {
      name: values.name ?? role.name ?? '',
      description: values.description ?? role.description ?? '',
      dataScope: values.dataScope ?? role.dataScope ?? 'self',
      menuGrants: values.menuGrants ?? role.menuGrants ?? {},
      fieldGrants: values.fieldGrants ?? role.fieldGrants ?? EMPTY_FIELD_GRANTS,
    };
  };

  return (
    <>
      <GrantsEditor
        nameLabel={t('roles.fields.name')}
        form={form}
        initialValues={initial}
        tree={props.tree}
        readOnly={readOnly}
        hiddenFields={hidden}
        readOnlyFields={readOnlyFields}
        notices={
          <>
            {role.locked && (
              <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.lockedTitle')} description={t('roles.lockedHelp')} />
            )}
            {!canEdit && !role.locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.viewOnly')} />}
            {ownRole && !readOnly && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('roles.ownRoleNotice')} />}
          </>
        }
        save={{ kind: 'update', update: saveChanges, onReload: props.onReload }}
        saving={update.isPending}
        confirmSave={confirmSave}
        actions={canSaveTemplate && role.menuGrants && <Button onClick={() => setSavingTemplate(true)}>{t('roles.saveAsTemplate')}</Button>}
        endActions={canEdit && !role.locked && <RoleDelete role={role} onDeleted={props.onDeleted} />}
        aria-label={t('roles.editorLabel', { name: role.name ?? '' })}
      />
      <SaveAsTemplateModal open={savingTemplate} grants={currentGrants} onClose={() => setSavingTemplate(false)} />
    </>
  );
}
