import type { MenuGrants } from '@tenaga/contracts';
import { sameGrants, setRowLevel, type LevelChoice, type PermissionRow } from './permission-tree.model.ts';

/** Roles' menu grants as loaded, and the ones changed in the matrix (by role id). */
export type GrantsByRole = Readonly<Record<string, MenuGrants>>;

/** One cell changed: the role's grants with the row (and, for a group, everything under it) set. */
export function editCell(options: {
  readonly edits: GrantsByRole;
  readonly loaded: GrantsByRole;
  readonly roleId: string;
  readonly row: Pick<PermissionRow, 'leaves'>;
  readonly level: LevelChoice;
}): GrantsByRole {
  const current = options.edits[options.roleId] ?? options.loaded[options.roleId] ?? {};
  return { ...options.edits, [options.roleId]: setRowLevel(current, options.row, options.level) };
}

/** The grants the matrix shows for a role: its edit, else what was loaded. */
export function shownGrants(edits: GrantsByRole, loaded: GrantsByRole, roleId: string): MenuGrants {
  return edits[roleId] ?? loaded[roleId] ?? {};
}

/** The roles whose edited grants differ from what was loaded (an edit undone is no change). */
export function changedRoleIds(edits: GrantsByRole, loaded: GrantsByRole): string[] {
  return Object.keys(edits).filter((roleId) => !sameGrants(edits[roleId]!, loaded[roleId] ?? {}));
}
