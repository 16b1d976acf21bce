import { useMemo, useState } from 'react';
import { Alert, App, Button, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateRole, type Role } from '@tenaga/contracts/modules/roles.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useDirtyReport } from '../../../components/unsaved-changes.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useContractCache } from '../../../lib/contract-cache.ts';
import { useRolesWithGrants } from '../api/list-roles.ts';
import { useMenuTree } from '../api/get-menu-tree.ts';
import { putRole } from '../api/update-role.ts';
import { MENU_AREAS, permissionRows, type MenuArea } from './permission-tree.model.ts';
import { changedRoleIds, editCell, type GrantsByRole } from './navigation-matrix.model.ts';
import { NavigationMatrix } from './navigation-matrix.tsx';

type AreaFilter = 'all' | MenuArea;

/** The outcome of saving one role of the matrix. */
export interface RoleSaveResult {
  readonly roleId: string;
  readonly name: string;
  readonly error?: string;
}

/**
 * Settings › Access level › Navigation: every developed menu item against every role, editable in
 * place for callers who may edit roles; each changed role is saved on its own, with its version.
 */
export default function NavigationPage() {
  const { t } = useTranslation('access');
  const { message } = App.useApp();
  const canEdit = useMenuAccess('roles') === 'edit';
  const tree = useMenuTree();
  const { list, details } = useRolesWithGrants();
  const cache = useContractCache();
  const [area, setArea] = useState<AreaFilter>('all');
  const [edits, setEdits] = useState<GrantsByRole>({});
  const [saving, setSaving] = useState(false);
  const [results, setResults] = useState<readonly RoleSaveResult[]>([]);

  const roles = details.map((query) => query.data).filter((role): role is Role => role !== undefined);
  const loaded: GrantsByRole = Object.fromEntries(roles.filter((role) => role.menuGrants).map((role) => [role.id, role.menuGrants!]));
  const rows = useMemo(() => (tree.data ? permissionRows(tree.data, area === 'all' ? MENU_AREAS : [area]) : []), [tree.data, area]);
  const changed = changedRoleIds(edits, loaded);
  useDirtyReport(changed.length > 0);

  const save = async () => {
    setSaving(true);
    const targets = roles.filter((role) => changed.includes(role.id));
    const outcomes = await Promise.allSettled(
      targets.map((role) => putRole({ id: role.id, version: role.version, menuGrants: edits[role.id]! })),
    );
    const next = outcomes.map((outcome, index): RoleSaveResult => {
      const role = targets[index]!;
      return outcome.status === 'fulfilled'
        ? { roleId: role.id, name: role.name ?? '' }
        : {
            roleId: role.id,
            name: role.name ?? '',
            error: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason),
          };
    });
    const saved = new Set(next.filter((result) => !result.error).map((result) => result.roleId));
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([roleId]) => !saved.has(roleId))));
    setResults(next);
    await cache.refreshAfter([updateRole]);
    setSaving(false);
    if (next.every((result) => !result.error)) message.success(t('common:savedMsg'));
  };

  const pending = tree.isPending || list.isPending || details.some((query) => query.isPending);
  const error = tree.error ?? list.error ?? details.find((query) => query.error)?.error;
  return (
    <Page title={t('menu:navigation')}>
      <Typography.Paragraph type="secondary">{t('navigation.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('navigation.viewOnly')} />}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Segmented<AreaFilter>
          aria-label={t('navigation.area')}
          value={area}
          onChange={setArea}
          options={[
            { value: 'all', label: t('navigation.areas.all') },
            { value: 'main', label: t('permissions.areas.main') },
            { value: 'setting', label: t('permissions.areas.setting') },
          ]}
        />
        {canEdit && (
          <Space wrap>
            {changed.length > 0 && <Typography.Text>{t('navigation.changedRoles', { count: changed.length })}</Typography.Text>}
            <Button disabled={changed.length === 0 || saving} onClick={() => setEdits({})}>
              {t('navigation.discard')}
            </Button>
            <Button type="primary" disabled={changed.length === 0} loading={saving} onClick={() => void save()}>
              {t('common:save')}
            </Button>
          </Space>
        )}
      </Space>
      <SaveResults results={results} onClose={() => setResults([])} />
      <QueryState
        isPending={pending}
        error={error}
        onRetry={() => void Promise.all([tree.refetch(), list.refetch(), ...details.map((query) => query.refetch())])}
      >
        <NavigationMatrix
          rows={rows}
          roles={roles}
          loaded={loaded}
          edits={edits}
          editable={(role) => canEdit && !role.locked && role.menuGrants !== undefined}
          onChange={(roleId, row, level) => setEdits((current) => editCell({ edits: current, loaded, roleId, row, level }))}
        />
      </QueryState>
    </Page>
  );
}

/** Which roles were saved and which were not, with the server's reason. */
function SaveResults({ results, onClose }: { readonly results: readonly RoleSaveResult[]; readonly onClose: () => void }) {
  const { t } = useTranslation('access');
  if (!results.length) return null;
  const failed = results.filter((result) => result.error);
  return (
    <Alert
      type={failed.length ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': t('common:close') }}
      style={{ marginBottom: 12 }}
      title={failed.length ? t('navigation.someFailed') : t('navigation.allSaved')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="navigation-save-results">
          {results.map((result) => (
            <li key={result.roleId}>
              {result.error
                ? t('navigation.roleFailed', { name: result.name, reason: result.error })
                : t('navigation.roleSaved', { name: result.name })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
