import { Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FIELD_ENTITIES,
  FIELD_SCOPES,
  type FieldEntity,
  type FieldGrants,
  type FieldKey,
  type FieldScope,
  type MenuGrants,
} from '@tenaga/contracts/access';
import {
  EMPTY_FIELD_GRANTS,
  FIELD_CHOICES,
  effectiveFieldLevel,
  fieldChoice,
  fieldKeys,
  setFieldChoice,
  type FieldChoice,
} from './field-grants.model.ts';

const CHOICE_LABEL_KEYS = {
  follow: 'access:permissions.fieldLevels.follow',
  none: 'access:permissions.fieldLevels.none',
  view: 'access:permissions.levels.view',
  edit: 'access:permissions.levels.edit',
} as const satisfies Record<FieldChoice, string>;

const SCOPE_LABEL_KEYS = {
  public: 'access:permissions.scopes.public',
  private: 'access:permissions.scopes.private',
} as const satisfies Record<FieldScope, string>;

/**
 * Field-level grants: per field of each record type, a level for other people's records (public)
 * and for the user's own record (private). "Follow the menu access" leaves the field a grant-free
 * default; the effective level under each choice is what the server will apply.
 */
export function FieldPermissions(props: {
  readonly value?: FieldGrants;
  readonly onChange?: (grants: FieldGrants) => void;
  readonly menuGrants: MenuGrants;
  readonly readOnly?: boolean;
}) {
  const { t } = useTranslation('access');
  const grants = props.value ?? EMPTY_FIELD_GRANTS;
  const cell = (key: FieldKey, scope: FieldScope) => {
    const effective = effectiveFieldLevel({ menuGrants: props.menuGrants, fieldGrants: grants, field: key, scope });
    return (
      <div>
        <Select<FieldChoice>
          size="small"
          style={{ width: 200, display: 'block' }}
          aria-label={`${t(`permissions.entities.${key.slice(0, key.indexOf('.'))}`)}: ${t(`permissions.fields.${key}`)} – ${t(SCOPE_LABEL_KEYS[scope])}`}
          disabled={props.readOnly}
          value={fieldChoice(grants, scope, key)}
          onChange={(choice) => props.onChange?.(setFieldChoice(grants, { scope, key, choice }))}
          options={FIELD_CHOICES.map((choice) => ({ value: choice, label: t(CHOICE_LABEL_KEYS[choice]) }))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('permissions.effective', { level: t(CHOICE_LABEL_KEYS[effective]) })}
        </Typography.Text>
      </div>
    );
  };
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('permissions.fieldsHelp')}</Typography.Paragraph>
      {FIELD_ENTITIES.map((entity: FieldEntity) => (
        <section key={entity} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{t(`permissions.entities.${entity}`)}</Typography.Title>
          <Table<{ key: FieldKey }>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="key"
            dataSource={fieldKeys(entity).map((key) => ({ key }))}
            columns={[
              { key: 'field', title: t('permissions.field'), render: (_, row) => t(`permissions.fields.${row.key}`) },
              ...FIELD_SCOPES.map((scope) => ({
                key: scope,
                title: t(SCOPE_LABEL_KEYS[scope]),
                render: (_: unknown, row: { key: FieldKey }) => cell(row.key, scope),
              })),
            ]}
          />
        </section>
      ))}
    </div>
  );
}
