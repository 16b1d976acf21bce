import type { AccessLevel, FieldLevel } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './employees.repository.ts';
import { reachOf, reaches } from './employees.rules.ts';

export type EmployeeLevels = Record<string, FieldLevel>;

/** Parts of a record with a field level of their own, changed through their own calls. */
type RecordPart = 'deployments' | 'family' | 'photo';

/**
 * What the caller may do with employee records: whom they reach at a level (their role's data
 * scope, or their own record through My profile), and their field levels on someone's record.
 */
export function createCallerAccess(deps: { access: Pick<ModuleServices['access'], 'accessOf' | 'fieldLevelsOf'> }) {
  async function reachFor(auth: RequestAuth, level: AccessLevel) {
    const access = await deps.access.accessOf(auth);
    return reachOf({ menuGrants: access.menuGrants, dataScope: access.dataScope, employeeId: auth.employeeId, level });
  }

  /** The caller's field levels on a record: their private ones on their own, the public ones on anyone else's. */
  async function levelsFor(auth: RequestAuth) {
    const [publicLevels, privateLevels] = await Promise.all([
      deps.access.fieldLevelsOf(auth, 'employee', 'public'),
      deps.access.fieldLevelsOf(auth, 'employee', 'private'),
    ]);
    return (employeeId: string): EmployeeLevels => (employeeId === auth.employeeId ? privateLevels : publicLevels);
  }

  /** The employee, when the caller reaches them at this level; otherwise not found (their existence is not revealed). */
  async function reachable(tx: Transaction, auth: RequestAuth, input: { employeeId: string; level: AccessLevel }) {
    const row = await repo.findEmployee(tx, auth.companyId, input.employeeId);
    if (!row || !reaches(await reachFor(auth, input.level), row.employee)) throw notFound();
    return row;
  }

  async function levelOf(auth: RequestAuth, input: { employeeId: string; part: RecordPart }): Promise<FieldLevel> {
    return (await levelsFor(auth))(input.employeeId)[input.part] ?? 'none';
  }

  /** Checked once the record is known to exist for the caller: a missing record is 404, not 403. */
  async function assertPartEditable(auth: RequestAuth, input: { employeeId: string; part: RecordPart }) {
    if ((await levelOf(auth, input)) !== 'edit')
      throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { [input.part]: 'errors:fieldForbidden' } });
  }

  return { reachFor, levelsFor, reachable, levelOf, assertPartEditable };
}

export type CallerAccess = ReturnType<typeof createCallerAccess>;
