import { FIELD_CATALOG, type EmployeeField, type FieldLevel } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { rolesGranting } from '../access/index.ts';
import { approverAccounts } from '../users/index.ts';

export type RecordPart = 'identifications' | 'hiringDateHistory' | 'salaryHistory' | 'workHours';

export interface PartAccessDeps {
  readonly access: Pick<ModuleServices['access'], 'fieldLevelsOf'>;
  readonly employees: Pick<ModuleServices['employees'], 'assertReaches'>;
}

const RANK: Record<FieldLevel, number> = { none: 0, view: 1, edit: 2 };

/**
 * The caller's level on one part of an employee's record (their own record: the private levels).
 * Parts that show another field's value are capped by that field's level (the salary history by
 * the salary's), so a role never reads through one what the other hides.
 */
export async function partLevel(
  deps: PartAccessDeps,
  auth: RequestAuth,
  input: { employeeId: string; part: RecordPart; cappedBy?: 'salary' },
): Promise<FieldLevel> {
  const scope = input.employeeId === auth.employeeId ? 'private' : 'public';
  const levels = await deps.access.fieldLevelsOf(auth, 'employee', scope);
  const own = levels[input.part] ?? 'none';
  if (!input.cappedBy) return own;
  const cap = levels[input.cappedBy] ?? 'none';
  return RANK[cap] < RANK[own] ? cap : own;
}

/** The employee when the caller reaches them and may see (or change) this part; a hidden part reads as not found. */
export async function reachPart(
  deps: PartAccessDeps,
  tx: Transaction,
  auth: RequestAuth,
  input: { employeeId: string; part: RecordPart; level: 'view' | 'edit'; cappedBy?: 'salary' },
): Promise<FieldLevel> {
  await deps.employees.assertReaches(tx, auth, { employeeId: input.employeeId, level: input.level });
  const level = await partLevel(deps, auth, input);
  if (level === 'none') throw notFound();
  if (input.level === 'edit' && level !== 'edit')
    throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { [input.part]: 'errors:fieldForbidden' } });
  return level;
}

/** HR: every account whose role reaches all employees and may change the employee list. */
export async function hrAccounts(tx: Transaction, companyId: string): Promise<{ id: string }[]> {
  const roleIds = await rolesGranting(tx, companyId, { menu: 'employeeList', level: 'edit' });
  const accounts = await Promise.all(roleIds.map((roleId) => approverAccounts(tx, companyId, { roleId })));
  return [...new Map(accounts.flat().map((account) => [account.id, account])).values()];
}

/**
 * The employee record's fields with the caller's level on each: their own record's (private) when
 * they name their own employee, otherwise other people's (public).
 */
export async function employeeFields(
  deps: Pick<PartAccessDeps, 'access'>,
  auth: RequestAuth,
  employeeId: string | undefined,
): Promise<EmployeeField[]> {
  const scope = employeeId !== undefined && employeeId === auth.employeeId ? 'private' : 'public';
  const levels = await deps.access.fieldLevelsOf(auth, 'employee', scope);
  return FIELD_CATALOG.employee.fields.map((name) => ({ name, level: levels[name] ?? 'none' }));
}
