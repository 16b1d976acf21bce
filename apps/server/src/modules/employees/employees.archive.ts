import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import * as repo from './employees.repository.ts';

/** Archiving an employee (their cessation date) and restoring them. */
export function createEmployeeArchive(deps: { tenant: TenantRunner; clock: Clock; caller: CallerAccess }) {
  const { tenant, clock, caller } = deps;

  /** Sets the cessation date (null: restored) against the version read, audited as `action`. */
  async function setCessation(
    auth: RequestAuth,
    actor: Actor,
    input: { employeeId: string; version: number; cessationDate: string | null; action: 'archive' | 'restore' },
  ) {
    const { employeeId, cessationDate } = input;
    return tenant(auth.companyId, async (tx) => {
      const before = await caller.reachable(tx, auth, { employeeId, level: 'edit' });
      if (cessationDate !== null && before.employee.hiringDate && cessationDate < before.employee.hiringDate) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { cessationDate: 'validation:cessationBeforeHiring' } });
      }
      const saved = await repo.updateEmployee(tx, auth.companyId, {
        id: employeeId,
        expectedVersion: input.version,
        changes: { cessationDate, updatedAt: clock.now() },
      });
      if (saved === null) throw versionConflict();
      await writeAudit(tx, actor, {
        entity: 'employee',
        entityId: employeeId,
        action: input.action,
        before: { cessationDate: before.employee.cessationDate },
        after: { cessationDate },
      });
      return { version: saved };
    });
  }

  return {
    async archive(auth: RequestAuth, actor: Actor, input: { employeeId: string; version: number; cessationDate: string }) {
      if (input.employeeId === auth.employeeId) throw new AppError('CANNOT_ARCHIVE_SELF');
      return setCessation(auth, actor, { ...input, action: 'archive' });
    },

    restore: (auth: RequestAuth, actor: Actor, input: { employeeId: string; version: number }) =>
      setCessation(auth, actor, { ...input, cessationDate: null, action: 'restore' }),
  };
}
