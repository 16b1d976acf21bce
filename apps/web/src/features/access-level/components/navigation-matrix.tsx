import { Select, Table, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tenaga/contracts';
import { AccessLevelTag, LEVEL_LABEL_KEYS } from './access-level-radios.tsx';
import { useRowLabel } from './permission-tree.tsx';
import { LEVEL_CHOICES, rowLevel, sameGrants, type LevelChoice, type PermissionRow } from './permission-tree.model.ts';
import { shownGrants, type GrantsByRole } from './navigation-matrix.model.ts';

const CHANGED_CELL = { background: '#fffbe6' } as const;

/**
 * Menu items (rows, nested) against roles (columns). An editable cell is a select; changing a
 * group or area row sets every item under it for that role. Scrolls sideways on a phone with the
 * item column kept in view.
 */
export function NavigationMatrix(props: {
  readonly rows: readonly PermissionRow[];
  readonly roles: readonly Role[];
  readonly loaded: GrantsByRole;
  readonly edits: GrantsByRole;
  readonly editable: (role: Role) => boolean;
  readonly onChange: (roleId: string, row: PermissionRow, level: LevelChoice) => void;
}) {
  const { t } = useTranslation('access');
  const label = useRowLabel();

  const cell = (role: Role, row: PermissionRow) => {
    if (!role.menuGrants) return <Typography.Text type="secondary">{t('navigation.hidden')}</Typography.Text>;
    const level = rowLevel(shownGrants(props.edits, props.loaded, role.id), row);
    if (!props.editable(role)) return <AccessLevelTag value={level} />;
    return (
      <Select<LevelChoice>
        size="small"
        style={{ width: 140 }}
        aria-label={`${role.name ?? ''}: ${label(row)}`}
        value={level === 'mixed' ? undefined : level}
        placeholder={t('permissions.mixed')}
        onChange={(next) => props.onChange(role.id, row, next)}
        options={LEVEL_CHOICES.map((choice) => ({ value: choice, label: t(LEVEL_LABEL_KEYS[choice]) }))}
      />
    );
  };

  const changedCell = (role: Role, row: PermissionRow) => {
    const edited = props.edits[role.id];
    if (!edited) return false;
    const before = props.loaded[role.id] ?? {};
    return !sameGrants(
      Object.fromEntries(row.leaves.map((name) => [name, edited[name]])),
      Object.fromEntries(row.leaves.map((name) => [name, before[name]])),
    );
  };

  return (
    <Table<PermissionRow>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      dataSource={[...props.rows]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('navigation.empty') }}
      columns={[
        {
          key: 'item',
          title: t('navigation.menuItem'),
          fixed: 'left',
          render: (_, row) => (
            <span
              style={{
                display: 'inline-block',
                paddingInlineStart: row.depth * 16,
                fontWeight: row.kind === 'item' ? 400 : 600,
                minWidth: 140,
              }}
            >
              {label(row)}
            </span>
          ),
          onCell: (row) => (row.kind === 'area' ? { style: { background: '#fafafa' } } : {}),
        },
        ...props.roles.map((role) => ({
          key: role.id,
          title: (
            <span>
              {role.name ?? t('roles.hiddenName')}
              {role.locked && (
                <Tooltip title={t('roles.lockedHelp')}>
                  <LockOutlined aria-label={t('roles.lockedTitle')} style={{ marginInlineStart: 6 }} />
                </Tooltip>
              )}
            </span>
          ),
          render: (_: unknown, row: PermissionRow) => cell(role, row),
          onCell: (row: PermissionRow) =>
            changedCell(role, row) ? { style: CHANGED_CELL } : row.kind === 'area' ? { style: { background: '#fafafa' } } : {},
        })),
      ]}
    />
  );
}
