import { useState } from 'react';
import { Alert, App, Button, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tenaga/contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useRole } from '../api/get-role.ts';
import { useMenuTree, type MenuTree } from '../api/get-menu-tree.ts';
import { useMenuFieldLevels } from '../api/get-menu-field-levels.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { GRANTS_FIELDS, GrantsForm, type GrantsField, type GrantsValues } from './grants-form.tsx';
import { changedFields } from './grants-changes.ts';
import { ConflictAlert, isVersionConflict } from './conflict-alert.tsx';
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
  const { modal, message } = App.useApp();
  const { me } = useAuthenticatedSession();
  const canEdit = useMenuAccess('roles') === 'edit';
  const canSaveTemplate = useMenuAccess('permissionTemplates') === 'edit';
  const update = useUpdateRole();
  const [conflict, setConflict] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);

  const readOnly = !canEdit || role.locked;
  const initial = roleValues(role);
  const hidden = new Set(GRANTS_FIELDS.filter((field) => role[field] === undefined));
  const readOnlyFields = new Set<GrantsField>(GRANTS_FIELDS.filter((field) => props.levels[field] !== 'edit'));
  const editable = GRANTS_FIELDS.filter((field) => !hidden.has(field) && !readOnlyFields.has(field));
  const ownRole = role.id === me.userInfo.permissionID;

  const submit = async (values: GrantsValues) => {
    const changes = changedFields({ before: initial, after: values, fields: editable });
    if (Object.keys(changes).length === 0) return;
    try {
      await update.mutateAsync({ id: role.id, version: role.version, ...changes });
      setConflict(false);
    } catch (failure) {
      if (isVersionConflict(failure)) setConflict(true);
      throw failure;
    }
  };
  // Changing one's own role can take away the very pages used to change it back.
  const save = () => {
    if (!ownRole) return form.submit();
    modal.confirm({
      title: t('roles.ownRoleTitle'),
      content: t('roles.ownRoleWarning'),
      okText: t('roles.saveAnyway'),
      cancelText: t('common:cancel'),
      onOk: () => form.submit(),
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
      {role.locked && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.lockedTitle')} description={t('roles.lockedHelp')} />
      )}
      {!canEdit && !role.locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.viewOnly')} />}
      {ownRole && !readOnly && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('roles.ownRoleNotice')} />}
      {conflict && (
        <ConflictAlert
          onReload={() => {
            setConflict(false);
            props.onReload();
          }}
        />
      )}
      <GrantsForm
        nameLabel={t('roles.fields.name')}
        form={form}
        initialValues={initial}
        tree={props.tree}
        readOnly={readOnly}
        hiddenFields={hidden}
        readOnlyFields={readOnlyFields}
        onSubmit={submit}
        onSaved={() => message.success(t('common:savedMsg'))}
        aria-label={t('roles.editorLabel', { name: role.name ?? '' })}
      >
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {!readOnly && (
              <Button type="primary" loading={update.isPending} onClick={save}>
                {t('common:save')}
              </Button>
            )}
            {canSaveTemplate && role.menuGrants && <Button onClick={() => setSavingTemplate(true)}>{t('roles.saveAsTemplate')}</Button>}
          </Space>
          {canEdit && !role.locked && <RoleDelete role={role} onDeleted={props.onDeleted} />}
        </Space>
      </GrantsForm>
      <SaveAsTemplateModal open={savingTemplate} grants={currentGrants} onClose={() => setSavingTemplate(false)} />
    </>
  );
}
