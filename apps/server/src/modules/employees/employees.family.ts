import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import * as repo from './employees.repository.ts';

type FamilyInput = {
  name: string;
  relationship: string;
  dateOfBirth: string | null;
  phone: string | null;
  emergencyContact: boolean;
  nextOfKin: boolean;
};

function toFamilyMember(row: repo.FamilyInsert & { id: string; version: number }) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    relationship: row.relationship as never,
    dateOfBirth: row.dateOfBirth ?? null,
    phone: row.phone ?? null,
    emergencyContact: row.emergencyContact ?? false,
    nextOfKin: row.nextOfKin ?? false,
  };
}

const familyAuditView = (row: repo.FamilyInsert) => ({
  name: row.name,
  relationship: row.relationship,
  dateOfBirth: row.dateOfBirth ?? null,
  phone: row.phone ?? null,
  emergencyContact: row.emergencyContact ?? false,
  nextOfKin: row.nextOfKin ?? false,
});

/** An employee's family members: the profile's list, each change audited on the employee. */
export function createEmployeeFamily(deps: { tenant: TenantRunner; clock: Clock; caller: CallerAccess }) {
  const { tenant, clock, caller } = deps;

  /** The record, reached for editing, whose family the caller may change. */
  async function editable(tx: Transaction, auth: RequestAuth, employeeId: string) {
    await caller.reachable(tx, auth, { employeeId, level: 'edit' });
    await caller.assertPartEditable(auth, { employeeId, part: 'family' });
  }

  return {
    async family(auth: RequestAuth, employeeId: string) {
      const level = await caller.levelOf(auth, { employeeId, part: 'family' });
      return tenant(auth.companyId, async (tx) => {
        await caller.reachable(tx, auth, { employeeId, level: 'view' });
        const members = level === 'none' ? [] : await repo.familyOf(tx, auth.companyId, employeeId);
        return { level, members: members.map(toFamilyMember) };
      });
    },

    async addFamilyMember(auth: RequestAuth, actor: Actor, body: FamilyInput & { employeeId: string }) {
      return tenant(auth.companyId, async (tx) => {
        await editable(tx, auth, body.employeeId);
        const now = clock.now();
        const row = await repo.insertFamilyMember(tx, { companyId: auth.companyId, ...body, createdAt: now, updatedAt: now });
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: body.employeeId,
          action: 'add-family-member',
          after: familyAuditView(row),
        });
        return toFamilyMember(row);
      });
    },

    async updateFamilyMember(auth: RequestAuth, actor: Actor, body: FamilyInput & { id: string; employeeId: string; version: number }) {
      const { id, employeeId, version, ...changes } = body;
      return tenant(auth.companyId, async (tx) => {
        await editable(tx, auth, employeeId);
        const before = await repo.findFamilyMember(tx, auth.companyId, { employeeId, memberId: id });
        if (!before) throw notFound();
        const row = await repo.updateFamilyMember(tx, auth.companyId, {
          id,
          expectedVersion: version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'update-family-member',
          ...changedFields(familyAuditView(before), familyAuditView(row)),
        });
        return toFamilyMember(row);
      });
    },

    async removeFamilyMember(auth: RequestAuth, actor: Actor, input: { employeeId: string; memberId: string }) {
      const { employeeId, memberId } = input;
      await tenant(auth.companyId, async (tx) => {
        await editable(tx, auth, employeeId);
        const before = await repo.findFamilyMember(tx, auth.companyId, { employeeId, memberId });
        if (!before) throw notFound();
        await repo.deleteFamilyMember(tx, auth.companyId, memberId);
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'remove-family-member',
          before: familyAuditView(before),
        });
      });
    },
  };
}
