import type { ModuleServices } from '../../platform/module.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { Reach } from './time-off.repository.ts';

/**
 * Whose time off a caller reaches: everyone, their team (with themselves) or themselves; null for
 * an account without an employee record and less than everyone. Read before a transaction opens
 * (the embedded database has one connection).
 */
export async function timeOffReach(access: Pick<ModuleServices['access'], 'accessOf'>, auth: RequestAuth): Promise<Reach | null> {
  const { dataScope } = await access.accessOf(auth);
  if (dataScope === 'all') return { kind: 'all' };
  if (!auth.employeeId) return null;
  return dataScope === 'team' ? { kind: 'team', employeeId: auth.employeeId } : { kind: 'self', employeeId: auth.employeeId };
}
