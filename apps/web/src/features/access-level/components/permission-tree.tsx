import { useId, useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuGrants, MenuTreeNode } from '@tenaga/contracts';
import { AccessLevelRadios, AccessLevelTag } from './access-level-radios.tsx';
import { permissionRows, rowLevel, setRowLevel, type MenuArea, type PermissionRow } from './permission-tree.model.ts';

export const AREA_LABEL_KEYS = {
  main: 'access:permissions.areas.main',
  setting: 'access:permissions.areas.setting',
} as const satisfies Record<MenuArea, string>;

/** The label of a row: the area, or the menu item's own label. */
export function useRowLabel(): (row: Pick<PermissionRow, 'kind' | 'name' | 'area'>) => string {
  const { t } = useTranslation('access');
  return (row) => (row.kind === 'area' ? t(AREA_LABEL_KEYS[row.area]) : t(`menu:${row.name}`));
}

const ROW_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  paddingBlock: 6,
  borderBottom: '1px solid #f0f0f0',
} as const;

/**
 * The menu grants of a role or template as a tree of the product's developed items, each with
 * No access / View Only / View and Edit; an area or group row sets every item under it.
 * Works as a form control (value / onChange).
 */
export function PermissionTree(props: {
  readonly tree: Readonly<Record<MenuArea, readonly MenuTreeNode[]>>;
  readonly value?: MenuGrants;
  readonly onChange?: (grants: MenuGrants) => void;
  readonly readOnly?: boolean;
}) {
  const { t } = useTranslation('access');
  const label = useRowLabel();
  const prefix = useId();
  const rows = useMemo(() => permissionRows(props.tree), [props.tree]);
  const grants = props.value ?? {};
  return (
    <div>
      {!props.readOnly && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('permissions.treeHelp')}
        </Typography.Paragraph>
      )}
      {rows.map((row) => {
        const level = rowLevel(grants, row);
        const text = label(row);
        return (
          <div
            key={row.key}
            data-testid={`permission-row-${row.key}`}
            style={{
              ...ROW_STYLE,
              paddingInlineStart: row.depth * 20,
              ...(row.kind === 'area' ? { background: '#fafafa', paddingInlineStart: 8, marginTop: 8 } : {}),
            }}
          >
            <span style={{ fontWeight: row.kind === 'item' ? 400 : 600 }}>
              {text}
              {level === 'mixed' && !props.readOnly && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontWeight: 400, fontSize: 12 }}>
                  {t('permissions.mixed')}
                </Typography.Text>
              )}
            </span>
            {props.readOnly ? (
              <AccessLevelTag value={level} />
            ) : (
              <AccessLevelRadios
                name={`${prefix}-${row.key}`}
                label={row.kind === 'item' ? text : t('permissions.setAll', { name: text })}
                value={level}
                onChange={(next) => props.onChange?.(setRowLevel(grants, row, next))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
