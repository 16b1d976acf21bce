import type { Deployment } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import type { RecordChecks } from './employees.checks.ts';
import * as repo from './employees.repository.ts';

type DeploymentSummary = { contractId: string; locationId: string | null; from: string | null; to: string | null };
const summary = (rows: readonly DeploymentSummary[]) =>
  rows.map((row) => ({ contractId: row.contractId, locationId: row.locationId, from: row.from, to: row.to }));

/** Where an employee works: their deployments to client contracts' locations, saved as a whole with the record's version. */
export function createEmployeeDeployments(deps: { tenant: TenantRunner; clock: Clock; caller: CallerAccess; checks: RecordChecks }) {
  const { tenant, clock, caller } = deps;
  return {
    async deployments(auth: RequestAuth, employeeId: string) {
      const level = await caller.levelOf(auth, { employeeId, part: 'deployments' });
      return tenant(auth.companyId, async (tx) => {
        const { employee } = await caller.reachable(tx, auth, { employeeId, level: 'view' });
        const rows = level === 'none' ? [] : await repo.deploymentsOf(tx, auth.companyId, employeeId);
        return { version: employee.version, level, deployments: rows.map((row) => ({ ...row, locationId: row.locationId ?? '' })) };
      });
    },

    async saveDeployments(auth: RequestAuth, actor: Actor, body: { id: string; version: number; deployments: Deployment[] }) {
      return tenant(auth.companyId, async (tx) => {
        await caller.reachable(tx, auth, { employeeId: body.id, level: 'edit' });
        await caller.assertPartEditable(auth, { employeeId: body.id, part: 'deployments' });
        await deps.checks.assertDeploymentsValid(tx, auth.companyId, { deployments: body.deployments, prefix: 'deployments' });
        const before = await repo.deploymentsOf(tx, auth.companyId, body.id);
        const saved = await repo.updateEmployee(tx, auth.companyId, {
          id: body.id,
          expectedVersion: body.version,
          changes: { updatedAt: clock.now() },
        });
        if (saved === null) throw versionConflict();
        await repo.replaceDeployments(tx, auth.companyId, { employeeId: body.id, deployments: body.deployments });
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: body.id,
          action: 'update-deployments',
          before: { deployments: summary(before) },
          after: { deployments: summary(body.deployments) },
        });
        return { version: saved };
      });
    },
  };
}
