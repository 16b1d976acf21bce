import {
  satisfies,
  type AssignThresholdBody,
  type MenuName,
  type TableRequest,
  type Threshold,
  type ThresholdAssignment,
  type ThresholdBody,
  type ThresholdTarget,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken, tidyName } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './attendance-overwork.repository.ts';

export interface ThresholdsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<ModuleServices['access'], 'accessOf'>;
}

const MENU_OF: Record<ThresholdTarget, MenuName> = { employee: 'thresholdEmployee', location: 'thresholdLocation' };

const toThreshold = (row: repo.ThresholdRow): Threshold => ({
  id: row.id,
  name: row.name,
  dailyMinutes: row.dailyMinutes,
  weeklyMinutes: row.weeklyMinutes,
  monthlyMinutes: row.monthlyMinutes,
  assignments: row.assignments,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const audited = (row: Pick<repo.ThresholdRow, 'name' | 'dailyMinutes' | 'weeklyMinutes' | 'monthlyMinutes'>) => ({
  name: row.name,
  dailyMinutes: row.dailyMinutes,
  weeklyMinutes: row.weeklyMinutes,
  monthlyMinutes: row.monthlyMinutes,
});

/**
 * Overwork thresholds and their dated assignment to employees and locations. The thresholds serve
 * both Threshold pages (the routes let either menu item in); an assignment needs the page of its target.
 */
export function createThresholdsService({ tenant, clock, access }: ThresholdsServiceDeps) {
  async function requireMenu(auth: RequestAuth, menus: readonly MenuName[], level: 'view' | 'edit') {
    const { menuGrants } = await access.accessOf(auth);
    if (!menus.some((menu) => satisfies(menuGrants[menu], level))) throw forbidden();
  }

  return {
    async table(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.thresholdTable(tx, auth.companyId, request));
      return { data: page.rows.map(toThreshold), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    async save(auth: RequestAuth, actor: Actor, body: ThresholdBody): Promise<Threshold> {
      const fields = {
        name: tidyName(body.name),
        dailyMinutes: body.dailyMinutes,
        weeklyMinutes: body.weeklyMinutes,
        monthlyMinutes: body.monthlyMinutes,
      };
      return guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          if (await repo.thresholdNameTaken(tx, auth.companyId, { name: fields.name, exceptId: body.id })) throw nameTaken();
          const now = clock.now();
          if (body.id === undefined || body.version === undefined) {
            const row = await repo.insertThreshold(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
            await writeAudit(tx, actor, { entity: 'overwork-threshold', entityId: row.id, action: 'create', after: fields });
            return toThreshold({ ...row, assignments: 0 });
          }
          const before = await repo.findThreshold(tx, auth.companyId, body.id);
          if (!before) throw notFound();
          const row = await repo.updateThreshold(tx, auth.companyId, {
            id: body.id,
            expectedVersion: body.version,
            set: { ...fields, updatedAt: now },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'overwork-threshold',
            entityId: body.id,
            action: 'update',
            ...changedFields(audited(before), fields),
          });
          return toThreshold({ ...row, assignments: before.assignments });
        }),
      );
    },

    async remove(auth: RequestAuth, actor: Actor, id: string): Promise<void> {
      await tenant(auth.companyId, async (tx) => {
        const before = await repo.findThreshold(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.deleteThreshold(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: 'overwork-threshold', entityId: id, action: 'delete', before: audited(before) });
      });
    },

    async assign(auth: RequestAuth, actor: Actor, body: AssignThresholdBody): Promise<{ assigned: number }> {
      await requireMenu(auth, [MENU_OF[body.targetType]], 'edit');
      const targetIds = [...new Set(body.targetIds)];
      return tenant(auth.companyId, async (tx) => {
        const threshold = await repo.findThreshold(tx, auth.companyId, body.thresholdId);
        if (!threshold) throw new AppError('VALIDATION_FAILED', { fieldErrors: { thresholdId: 'validation:invalidOption' } });
        const known = await repo.existingTargets(tx, auth.companyId, body.targetType, targetIds);
        // Another company's ids are refused like unknown ones: nothing tells them apart.
        if (known.size !== targetIds.length)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { targetIds: 'validation:invalidOption' } });
        await repo.upsertAssignments(tx, auth.companyId, { ...body, targetIds });
        for (const targetId of targetIds)
          await writeAudit(tx, actor, {
            entity: 'overwork-threshold',
            entityId: body.thresholdId,
            action: 'assign',
            after: { targetType: body.targetType, targetId, effectiveFrom: body.effectiveFrom },
          });
        return { assigned: targetIds.length };
      });
    },

    async unassign(auth: RequestAuth, actor: Actor, id: string): Promise<void> {
      const row = await tenant(auth.companyId, (tx) => repo.findAssignment(tx, auth.companyId, id));
      if (!row) throw notFound();
      await requireMenu(auth, [MENU_OF[row.targetType as ThresholdTarget]], 'edit');
      await tenant(auth.companyId, async (tx) => {
        await repo.deleteAssignment(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'overwork-threshold',
          entityId: row.thresholdId,
          action: 'unassign',
          before: { targetType: row.targetType, targetId: row.targetId, effectiveFrom: row.effectiveFrom },
        });
      });
    },

    async assignments(auth: RequestAuth, targetType: ThresholdTarget, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.assignmentTable(tx, auth.companyId, targetType, request));
      const data: ThresholdAssignment[] = page.rows;
      return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },
  };
}

export type ThresholdsService = ReturnType<typeof createThresholdsService>;
