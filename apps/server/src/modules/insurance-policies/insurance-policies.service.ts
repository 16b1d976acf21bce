import type {
  AssignmentRow,
  AssignPolicyBody,
  ContributionPreview,
  CreatePolicyBody,
  EmployeeSalaryHistory,
  InsuranceCountry,
  Policy,
  PolicyParameters,
  PolicyTreatment,
  TableRequest,
  UpdateAssignmentBody,
  UpdatePolicyBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import * as repo from './insurance-policies.repository.ts';
import { contributions, type PrivatePremium } from './insurance-policies.preview.ts';
import {
  effectiveParameters,
  inForce,
  lastDayOf,
  parametersFit,
  salaryOn,
  schemeFacts,
  type RecordFacts,
  type SchemeFacts,
} from './insurance-policies.rules.ts';

export interface InsurancePoliciesServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
  /** The salary and its dated changes; answers 404 for an employee whose salary the caller may not see. */
  salaryHistory: (auth: RequestAuth, employeeId: string) => Promise<EmployeeSalaryHistory>;
  /** Everyone working on a day whom the advanced filter finds (the employees module's selection). */
  selectEmployees: (auth: RequestAuth, input: { filter: NonNullable<AssignPolicyBody['filter']>; on: string }) => Promise<string[]>;
}

/** What the payrun reads for one employee on a date. */
export interface EmployeeSchemes {
  /** The statutory policy in force and what the engine takes for it; null when none is assigned. */
  readonly statutory: (SchemeFacts & { readonly policyId: string; readonly parameters: PolicyParameters }) | null;
  /** Private policies in force with the premium that applies. */
  readonly policies: readonly (PrivatePremium & { readonly policyId: string; readonly kind: string })[];
}

const toPolicy = ({ policy, assigned }: { policy: repo.PolicyRow; assigned: number }): Policy => ({
  id: policy.id,
  name: policy.name,
  kind: policy.kind as Policy['kind'],
  country: policy.country as Policy['country'],
  treatment: policy.treatment as Policy['treatment'],
  amount: policy.amount,
  settings: policy.settings,
  description: policy.description,
  assigned: Number(assigned),
  createdAt: policy.createdAt.getTime(),
  updatedAt: policy.updatedAt.getTime(),
  version: policy.version,
});

const toAssignment = (row: repo.AssignmentListRow): AssignmentRow => ({
  id: row.assignment.id,
  employeeId: row.assignment.employeeId,
  employeeName: row.employeeName,
  employmentNumber: row.employmentNumber,
  policyId: row.assignment.policyId,
  policyName: row.policyName,
  kind: row.kind as AssignmentRow['kind'],
  country: row.country as AssignmentRow['country'],
  from: row.assignment.fromDate,
  to: row.assignment.toDate,
  parameters: row.assignment.parameters,
  amount: row.assignment.amount,
  status: row.status,
  version: row.assignment.version,
});

/** A statutory policy keeps no premium; a private one keeps no country settings. */
function policyValues(body: CreatePolicyBody) {
  const statutory = body.kind === 'statutory';
  return {
    name: body.name,
    kind: body.kind,
    country: body.country,
    treatment: statutory ? null : body.treatment,
    amount: statutory ? null : body.amount,
    settings: statutory ? body.settings : { province: null, reducedAccidentRate: false },
    description: body.description,
  };
}

/** Rows by their employee (Map.groupBy is not in Node 20). */
function byEmployeeOf<R extends { employeeId: string }>(rows: readonly R[]): Map<string, R[]> {
  const grouped = new Map<string, R[]>();
  for (const row of rows) grouped.set(row.employeeId, [...(grouped.get(row.employeeId) ?? []), row]);
  return grouped;
}

const mismatch = () => new AppError('POLICY_PARAMETERS_MISMATCH', { fieldErrors: { 'parameters.country': 'validation:invalidOption' } });

/**
 * Insurance policies and their assignments: each change in one transaction with its audit entry.
 * Writes are for those who see every employee (HR); the preview follows who may see the salary.
 */
export function createInsurancePoliciesService(deps: InsurancePoliciesServiceDeps) {
  const { tenant, clock, access } = deps;

  async function todayOf(tx: Transaction, companyId: string) {
    const profile = await companyProfile(tx, companyId);
    if (!profile) throw notFound();
    return calendarDate(clock.now(), profile.timezone);
  }

  /** Assigning and changing policies reaches every employee: a team's or one's own scope is not enough. */
  async function requireAll(auth: RequestAuth) {
    if ((await access.accessOf(auth)).dataScope !== 'all') throw forbidden();
  }

  async function loadPolicy(tx: Transaction, companyId: string, id: string, options: { lock?: boolean } = {}) {
    const row = await repo.findPolicy(tx, companyId, id, options);
    if (!row) throw notFound();
    return row;
  }

  /** For each employee, the schemes in force on the date with the engine's facts. */
  async function schemesOn(tx: Transaction, companyId: string, employeeIds: readonly string[], date: string) {
    const result = new Map<string, EmployeeSchemes>();
    if (employeeIds.length === 0) return result;
    const rows = await repo.startedBy(tx, companyId, { date, employeeIds });
    const facts = await repo.recordFacts(tx, companyId, employeeIds);
    let malaysians: number | undefined;
    const byEmployee = byEmployeeOf(rows);
    for (const employeeId of employeeIds) {
      const record = facts.get(employeeId);
      if (!record) continue;
      const { statutory, policies } = inForce(byEmployee.get(employeeId) ?? [], date);
      let scheme: EmployeeSchemes['statutory'] = null;
      if (statutory) {
        const parameters = effectiveParameters(statutory.parameters, record);
        if (parameters.country === 'MY') malaysians ??= await repo.malaysianEmployeeCount(tx, companyId, date);
        const computed = schemeFacts({ parameters, facts: record, settings: statutory.settings, malaysianEmployees: malaysians ?? 0 });
        if (computed) scheme = { ...computed, policyId: statutory.policyId, parameters };
      }
      result.set(employeeId, {
        statutory: scheme,
        policies: policies.map((row) => ({
          policyId: row.policyId,
          kind: row.kind,
          policyName: row.policyName,
          treatment: (row.treatment ?? 'deduction') as PolicyTreatment,
          amount: row.amount ?? row.policyAmount ?? '0',
        })),
      });
    }
    return result;
  }

  return {
    async policyTable(auth: RequestAuth, request: TableRequest & { country?: InsuranceCountry | undefined }) {
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.policyTable(tx, auth.companyId, { request, country: request.country });
        return { data: page.rows.map(toPolicy), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    policySelections: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) =>
        (await repo.policyOptions(tx, auth.companyId)).map((policy) => ({
          id: policy.id,
          name: policy.name,
          kind: policy.kind as Policy['kind'],
          country: policy.country as Policy['country'],
          treatment: policy.treatment as Policy['treatment'],
          amount: policy.amount,
        })),
      ),

    async createPolicy(auth: RequestAuth, actor: Actor, body: CreatePolicyBody): Promise<Policy> {
      await requireAll(auth);
      return tenant(auth.companyId, async (tx) => {
        const values = policyValues(body);
        const now = clock.now();
        const policy = await repo.insertPolicy(tx, { companyId: auth.companyId, ...values, createdAt: now, updatedAt: now });
        await writeAudit(tx, actor, { entity: 'insurancePolicy', entityId: policy.id, action: 'create', after: values });
        return toPolicy({ policy, assigned: 0 });
      });
    },

    async updatePolicy(auth: RequestAuth, actor: Actor, id: string, body: UpdatePolicyBody): Promise<Policy> {
      await requireAll(auth);
      return tenant(auth.companyId, async (tx) => {
        const before = await loadPolicy(tx, auth.companyId, id, { lock: true });
        if (before.policy.version !== body.version) throw versionConflict();
        const values = policyValues(body);
        // Assignments carry the parameters of the policy's country: it keeps its kind and country while used.
        if (before.assigned > 0 && (values.kind !== before.policy.kind || values.country !== before.policy.country))
          throw new AppError('IN_USE', { values: { name: before.policy.name, count: Number(before.assigned) } });
        await repo.updatePolicy(tx, auth.companyId, id, { ...values, updatedAt: clock.now() });
        const { before: old, after } = changedFields(
          {
            name: before.policy.name,
            kind: before.policy.kind,
            country: before.policy.country,
            treatment: before.policy.treatment,
            amount: before.policy.amount,
            settings: before.policy.settings,
            description: before.policy.description,
          } as Record<string, unknown>,
          values,
        );
        if (Object.keys(after).length > 0)
          await writeAudit(tx, actor, { entity: 'insurancePolicy', entityId: id, action: 'update', before: old, after });
        return toPolicy(await loadPolicy(tx, auth.companyId, id));
      });
    },

    async deletePolicy(auth: RequestAuth, actor: Actor, id: string) {
      await requireAll(auth);
      return tenant(auth.companyId, async (tx) => {
        const row = await loadPolicy(tx, auth.companyId, id, { lock: true });
        if (row.assigned > 0) throw new AppError('IN_USE', { values: { name: row.policy.name, count: Number(row.assigned) } });
        try {
          await repo.deletePolicy(tx, auth.companyId, id);
        } catch (error) {
          // An assignment made at the same moment: the foreign key keeps the policy.
          if (isForeignKeyViolation(error)) throw new AppError('IN_USE', { values: { name: row.policy.name, count: 1 }, cause: error });
          throw error;
        }
        await writeAudit(tx, actor, {
          entity: 'insurancePolicy',
          entityId: id,
          action: 'delete',
          subject: row.policy.name,
          before: policyValues(row.policy as unknown as CreatePolicyBody),
        });
        return { ok: true as const };
      });
    },

    async assignmentTable(
      auth: RequestAuth,
      request: TableRequest & { policyId?: string | undefined; employeeId?: string | undefined; country?: InsuranceCountry | undefined },
    ) {
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.assignmentTable(tx, auth.companyId, { ...request, request, today: await todayOf(tx, auth.companyId) });
        return { data: page.rows.map(toAssignment), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    async assign(auth: RequestAuth, actor: Actor, body: AssignPolicyBody) {
      await requireAll(auth);
      const filtered = body.filter ? await deps.selectEmployees(auth, { filter: body.filter, on: body.from }) : [];
      const employeeIds = [...new Set([...body.employeeIds, ...filtered])];
      try {
        return await tenant(auth.companyId, async (tx) => {
          const policy = await repo.findPolicy(tx, auth.companyId, body.policyId);
          if (!policy) throw new AppError('VALIDATION_FAILED', { fieldErrors: { policyId: 'validation:invalidOption' } });
          if (!parametersFit(policy.policy, body.parameters)) throw mismatch();
          const known = await repo.existingEmployees(tx, auth.companyId, body.employeeIds);
          if (body.employeeIds.some((employeeId) => !known.has(employeeId)))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeIds: 'validation:invalidOption' } });
          if (employeeIds.length === 0)
            throw new AppError('UNPROCESSABLE', { fieldErrors: { employeeIds: 'insurancePolicies:validation.nobodySelected' } });
          const now = clock.now();
          const rows = await repo.insertAssignments(
            tx,
            employeeIds.map((employeeId) => ({
              companyId: auth.companyId,
              employeeId,
              policyId: body.policyId,
              fromDate: body.from,
              toDate: body.to,
              parameters: body.parameters,
              amount: policy.policy.kind === 'statutory' ? null : body.amount,
              createdAt: now,
              updatedAt: now,
            })),
          );
          await writeAuditEntries(
            tx,
            actor,
            rows.map((row) => ({
              entity: 'insuranceAssignment',
              entityId: row.id,
              action: 'create',
              after: {
                employeeId: row.employeeId,
                policyId: row.policyId,
                from: row.fromDate,
                to: row.toDate,
                parameters: row.parameters,
                amount: row.amount,
              },
            })),
          );
          return { assigned: rows.length };
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('CONFLICT', { fieldErrors: { policyId: 'validation:invalidOption' }, cause: error });
        throw error;
      }
    },

    async updateAssignment(auth: RequestAuth, actor: Actor, id: string, body: UpdateAssignmentBody): Promise<AssignmentRow> {
      await requireAll(auth);
      return tenant(auth.companyId, async (tx) => {
        const today = await todayOf(tx, auth.companyId);
        const current = await repo.findAssignment(tx, auth.companyId, id, today);
        const locked = current ? await repo.lockAssignment(tx, auth.companyId, id) : undefined;
        if (!current || !locked) throw notFound();
        if (locked.version !== body.version) throw versionConflict();
        if (!parametersFit({ kind: current.kind, country: current.country }, body.parameters)) throw mismatch();
        const values = {
          fromDate: body.from,
          toDate: body.to,
          parameters: body.parameters,
          amount: current.kind === 'statutory' ? null : body.amount,
        };
        await repo.updateAssignment(tx, auth.companyId, id, { ...values, updatedAt: clock.now() });
        const { before, after } = changedFields(
          { fromDate: locked.fromDate, toDate: locked.toDate, parameters: locked.parameters, amount: locked.amount } as Record<
            string,
            unknown
          >,
          values,
        );
        if (Object.keys(after).length > 0)
          await writeAudit(tx, actor, { entity: 'insuranceAssignment', entityId: id, action: 'update', before, after });
        const row = await repo.findAssignment(tx, auth.companyId, id, today);
        return toAssignment(row!);
      });
    },

    async removeAssignment(auth: RequestAuth, actor: Actor, id: string) {
      await requireAll(auth);
      return tenant(auth.companyId, async (tx) => {
        const row = await repo.lockAssignment(tx, auth.companyId, id);
        if (!row) throw notFound();
        await repo.deleteAssignment(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'insuranceAssignment',
          entityId: id,
          action: 'delete',
          before: { employeeId: row.employeeId, policyId: row.policyId, from: row.fromDate, to: row.toDate, parameters: row.parameters },
        });
        return { ok: true as const };
      });
    },

    /**
     * The contribution preview of a month: the salary in force at its end and the schemes in force
     * then, computed by the statutory engine. The salary history decides who may see it.
     */
    async preview(auth: RequestAuth, employeeId: string, month: string): Promise<ContributionPreview> {
      const history = await deps.salaryHistory(auth, employeeId);
      const date = lastDayOf(month);
      const salary = salaryOn(history, date);
      return tenant(auth.companyId, async (tx) => {
        const schemes = (await schemesOn(tx, auth.companyId, [employeeId], date)).get(employeeId);
        if (!schemes) throw notFound();
        const { statutory } = schemes;
        const policyName = statutory ? ((await repo.findPolicy(tx, auth.companyId, statutory.policyId))?.policy.name ?? '') : '';
        return {
          month,
          currency: history.currency,
          salary,
          statutory: statutory
            ? { policyId: statutory.policyId, policyName, country: statutory.country, parameters: statutory.parameters }
            : null,
          ...contributions({ facts: statutory, period: month, salary, premiums: schemes.policies }),
        };
      });
    },

    /**
     * The payrun's read: for each employee, the statutory scheme in force on the date with the facts
     * `@tenaga/payroll` takes (the record's values filled in), and the private policies with their premiums.
     */
    schemeParametersFor: (companyId: string, employeeIds: readonly string[], date: string) =>
      tenant(companyId, (tx) => schemesOn(tx, companyId, employeeIds, date)),
  };
}

export type InsurancePoliciesService = ReturnType<typeof createInsurancePoliciesService>;
export type { RecordFacts };
