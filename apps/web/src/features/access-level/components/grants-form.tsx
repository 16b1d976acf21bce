import type { ReactNode } from 'react';
import { Alert, Collapse, Form, Input, Radio, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, type DataScope, type FieldGrants, type MenuGrants } from '@tenaga/contracts/access';
import { RoleBodySchema } from '@tenaga/contracts/modules/roles.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import type { MenuTree } from '../api/get-menu-tree.ts';
import { PermissionTree } from './permission-tree.tsx';
import { FieldPermissions } from './field-permissions.tsx';

/** What a role and a permission template are made of (RoleBodySchema). */
export type GrantsValues = {
  name: string;
  description: string;
  dataScope: DataScope;
  menuGrants: MenuGrants;
  fieldGrants: FieldGrants;
};
export type GrantsField = keyof GrantsValues;
export const GRANTS_FIELDS: readonly GrantsField[] = ['name', 'description', 'dataScope', 'menuGrants', 'fieldGrants'];

const SCOPE_KEYS = {
  all: { label: 'access:roles.dataScopes.all', help: 'access:roles.dataScopes.allHelp' },
  team: { label: 'access:roles.dataScopes.team', help: 'access:roles.dataScopes.teamHelp' },
  self: { label: 'access:roles.dataScopes.self', help: 'access:roles.dataScopes.selfHelp' },
} as const satisfies Record<DataScope, { label: string; help: string }>;

export const DATA_SCOPE_LABEL_KEYS = { all: SCOPE_KEYS.all.label, team: SCOPE_KEYS.team.label, self: SCOPE_KEYS.self.label } as const;

const NO_FIELDS: ReadonlySet<GrantsField> = new Set();

/**
 * The form of a role or a permission template: name, description, whose records it reaches, the
 * permission tree and the field permissions. Fields the record left out (the caller may not read
 * them) are not shown; fields the caller may read but not change are disabled.
 */
export function GrantsForm(props: {
  readonly form: FormInstance<GrantsValues>;
  readonly initialValues: Partial<GrantsValues>;
  readonly tree: MenuTree;
  readonly readOnly: boolean;
  readonly hiddenFields?: ReadonlySet<GrantsField>;
  readonly readOnlyFields?: ReadonlySet<GrantsField>;
  readonly onSubmit: (values: GrantsValues) => Promise<unknown>;
  readonly onSaved?: () => void;
  /** "Role name" or "Template name". */
  readonly nameLabel: string;
  readonly 'aria-label': string;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('access');
  const hidden = props.hiddenFields ?? NO_FIELDS;
  const disabled = (field: GrantsField) => props.readOnly || (props.readOnlyFields ?? NO_FIELDS).has(field);
  const menuGrants = (Form.useWatch('menuGrants', props.form) as MenuGrants | undefined) ?? props.initialValues.menuGrants ?? {};
  const hiddenCount = GRANTS_FIELDS.filter((field) => hidden.has(field)).length;

  return (
    <SchemaForm<typeof RoleBodySchema, GrantsValues>
      schema={RoleBodySchema}
      form={props.form}
      initialValues={props.initialValues}
      onSubmit={props.onSubmit}
      onSaved={props.onSaved}
      aria-label={props['aria-label']}
    >
      {hiddenCount > 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.hiddenFields')} />}
      {!hidden.has('name') && (
        <SchemaField name="name" label={props.nameLabel}>
          <Input disabled={disabled('name')} maxLength={80} />
        </SchemaField>
      )}
      {!hidden.has('description') && (
        <SchemaField name="description" label={t('roles.fields.description')}>
          <Input.TextArea disabled={disabled('description')} rows={2} maxLength={300} />
        </SchemaField>
      )}
      {!hidden.has('dataScope') && (
        <SchemaField name="dataScope" label={t('roles.fields.dataScope')} extra={t('roles.dataScopeHelp')}>
          <Radio.Group vertical disabled={disabled('dataScope')}>
            {DATA_SCOPES.map((scope) => (
              <Radio key={scope} value={scope}>
                {t(SCOPE_KEYS[scope].label)}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t(SCOPE_KEYS[scope].help)}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </SchemaField>
      )}
      {!hidden.has('menuGrants') && (
        <SchemaField name="menuGrants" label={t('roles.fields.menuGrants')}>
          <PermissionTree tree={props.tree} readOnly={disabled('menuGrants')} />
        </SchemaField>
      )}
      {!hidden.has('fieldGrants') && (
        <SchemaField name="fieldGrants" noStyle>
          <FieldPermissionsSection title={t('roles.fields.fieldGrants')} menuGrants={menuGrants} readOnly={disabled('fieldGrants')} />
        </SchemaField>
      )}
      {props.children}
    </SchemaForm>
  );
}

/**
 * Field permissions folded away: the form field is always there (its value is saved), the many
 * selects are only drawn once the section is opened.
 */
function FieldPermissionsSection(props: {
  readonly title: string;
  readonly value?: FieldGrants;
  readonly onChange?: (grants: FieldGrants) => void;
  readonly menuGrants: MenuGrants;
  readonly readOnly: boolean;
}) {
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'fields',
          label: props.title,
          children: (
            <FieldPermissions value={props.value} onChange={props.onChange} menuGrants={props.menuGrants} readOnly={props.readOnly} />
          ),
        },
      ]}
    />
  );
}
