import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InsuranceCountry, TableRequest } from '@tenaga/contracts';
import { employees, insuranceAssignments, insurancePolicies } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';
import { PASS, type RecordFacts } from './insurance-policies.rules.ts';

export type PolicyRow = typeof insurancePolicies.$inferSelect;
export type AssignmentRecord = typeof insuranceAssignments.$inferSelect;

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which inside the subquery would name its own.
const assignedCount = sql<number>`(select count(distinct a.employee_id)::int from ${insuranceAssignments} a
  where a.company_id = insurance_policies.company_id and a.policy_id = insurance_policies.id)`;

export async function policyTable(
  db: Queryable,
  companyId: string,
  input: { request: TableRequest; country?: InsuranceCountry | undefined },
) {
  const { request } = input;
  const scope = eq(insurancePolicies.companyId, companyId);
  const text = request.search.value.trim();
  const filters = and(
    text ? or(ilike(insurancePolicies.name, likePattern(text)), ilike(insurancePolicies.description, likePattern(text))) : undefined,
    input.country ? eq(insurancePolicies.country, input.country) : undefined,
  );
  const sortable = { name: sql`lower(${insurancePolicies.name})`, kind: insurancePolicies.kind, country: insurancePolicies.country };
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select({ policy: insurancePolicies, assigned: assignedCount })
    .from(insurancePolicies)
    .where(and(scope, filters))
    .orderBy(...orderOf(request, sortable, [sql`lower(${insurancePolicies.name})`, sql`${insurancePolicies.id}`]))
    .limit(limit)
    .offset(offset);
  const counted = (where: SQL | undefined) => db.select({ value: count() }).from(insurancePolicies).where(where);
  const [total] = await counted(scope);
  const [filtered] = filters ? await counted(and(scope, filters)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function policyOptions(db: Queryable, companyId: string) {
  return db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.companyId, companyId))
    .orderBy(sql`lower(${insurancePolicies.name})`);
}

export async function findPolicy(db: Queryable, companyId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ policy: insurancePolicies, assigned: assignedCount })
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)));
  const [row] = options.lock ? await query.for('update', { of: insurancePolicies }) : await query;
  return row;
}

export async function insertPolicy(db: Queryable, values: typeof insurancePolicies.$inferInsert) {
  const [row] = await db.insert(insurancePolicies).values(values).returning();
  return row!;
}

export async function updatePolicy(db: Queryable, companyId: string, id: string, values: Partial<typeof insurancePolicies.$inferInsert>) {
  await db
    .update(insurancePolicies)
    .set({ ...values, version: sql`${insurancePolicies.version} + 1` })
    .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)));
}

export async function deletePolicy(db: Queryable, companyId: string, id: string) {
  await db.delete(insurancePolicies).where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)));
}

const employeeName = sql<string>`trim(concat_ws(' ', ${employees.firstName}, ${employees.lastName}))`;

/**
 * past: ended, or a later one (of the same policy; for statutory ones, of any statutory policy)
 * is in force by today; scheduled: from a later date; otherwise current.
 */
const statusOf = (today: string) => sql<'past' | 'current' | 'scheduled'>`case
  when ${insuranceAssignments.fromDate} > ${today} then 'scheduled'
  when ${insuranceAssignments.toDate} < ${today} then 'past'
  when exists (select 1 from ${insuranceAssignments} later
    join ${insurancePolicies} lp on lp.company_id = later.company_id and lp.id = later.policy_id
    where later.company_id = insurance_assignments.company_id and later.employee_id = insurance_assignments.employee_id
      and later.from_date > insurance_assignments.from_date and later.from_date <= ${today}
      and (later.policy_id = insurance_assignments.policy_id or (lp.kind = 'statutory' and insurance_policies.kind = 'statutory'))) then 'past'
  else 'current' end`;

export type AssignmentListRow = {
  assignment: AssignmentRecord;
  employeeName: string;
  employmentNumber: string;
  policyName: string;
  kind: string;
  country: string | null;
  status: 'past' | 'current' | 'scheduled';
};

function assignmentsQuery(db: Queryable, today: string) {
  return db
    .select({
      assignment: insuranceAssignments,
      employeeName,
      employmentNumber: employees.employmentNumber,
      policyName: insurancePolicies.name,
      kind: insurancePolicies.kind,
      country: insurancePolicies.country,
      status: statusOf(today),
    })
    .from(insuranceAssignments)
    .innerJoin(employees, and(eq(employees.companyId, insuranceAssignments.companyId), eq(employees.id, insuranceAssignments.employeeId)))
    .innerJoin(
      insurancePolicies,
      and(eq(insurancePolicies.companyId, insuranceAssignments.companyId), eq(insurancePolicies.id, insuranceAssignments.policyId)),
    );
}

export async function assignmentTable(
  db: Queryable,
  companyId: string,
  input: {
    request: TableRequest;
    today: string;
    policyId?: string | undefined;
    employeeId?: string | undefined;
    country?: InsuranceCountry | undefined;
  },
) {
  const { request } = input;
  const scope = eq(insuranceAssignments.companyId, companyId);
  const text = request.search.value.trim();
  const filters = and(
    input.policyId ? eq(insuranceAssignments.policyId, input.policyId) : undefined,
    input.employeeId ? eq(insuranceAssignments.employeeId, input.employeeId) : undefined,
    input.country ? eq(insurancePolicies.country, input.country) : undefined,
    text
      ? or(
          ilike(employeeName, likePattern(text)),
          ilike(employees.employmentNumber, likePattern(text)),
          ilike(insurancePolicies.name, likePattern(text)),
        )
      : undefined,
  );
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    policyName: sql`lower(${insurancePolicies.name})`,
    from: insuranceAssignments.fromDate,
  };
  const { limit, offset } = pageOf(request);
  const rows = await assignmentsQuery(db, input.today)
    .where(and(scope, filters))
    .orderBy(
      ...orderOf(request, sortable, [
        sql`${insuranceAssignments.fromDate} desc`,
        sql`lower(${employeeName})`,
        sql`${insuranceAssignments.id}`,
      ]),
    )
    .limit(limit)
    .offset(offset);
  const counted = (where: SQL | undefined) =>
    db
      .select({ value: count() })
      .from(insuranceAssignments)
      .innerJoin(employees, and(eq(employees.companyId, insuranceAssignments.companyId), eq(employees.id, insuranceAssignments.employeeId)))
      .innerJoin(
        insurancePolicies,
        and(eq(insurancePolicies.companyId, insuranceAssignments.companyId), eq(insurancePolicies.id, insuranceAssignments.policyId)),
      )
      .where(where);
  const [total] = await counted(scope);
  const [filtered] = filters ? await counted(and(scope, filters)) : [total];
  return { rows: rows as AssignmentListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findAssignment(db: Queryable, companyId: string, id: string, today: string) {
  const [row] = await assignmentsQuery(db, today).where(
    and(eq(insuranceAssignments.companyId, companyId), eq(insuranceAssignments.id, id)),
  );
  return row as AssignmentListRow | undefined;
}

export async function lockAssignment(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(insuranceAssignments)
    .where(and(eq(insuranceAssignments.companyId, companyId), eq(insuranceAssignments.id, id)))
    .for('update');
  return row;
}

export async function insertAssignments(db: Queryable, values: (typeof insuranceAssignments.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(insuranceAssignments).values(values).returning();
}

export async function updateAssignment(
  db: Queryable,
  companyId: string,
  id: string,
  values: Partial<typeof insuranceAssignments.$inferInsert>,
) {
  await db
    .update(insuranceAssignments)
    .set({ ...values, version: sql`${insuranceAssignments.version} + 1` })
    .where(and(eq(insuranceAssignments.companyId, companyId), eq(insuranceAssignments.id, id)));
}

export async function deleteAssignment(db: Queryable, companyId: string, id: string) {
  await db.delete(insuranceAssignments).where(and(eq(insuranceAssignments.companyId, companyId), eq(insuranceAssignments.id, id)));
}

export async function existingEmployees(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
  return new Set(rows.map((row) => row.id));
}

/** Assignments that started by a date, with their policy: for the given employees, or for the whole company. */
export async function startedBy(db: Queryable, companyId: string, input: { date: string; employeeIds?: readonly string[] }) {
  return db
    .select({
      id: insuranceAssignments.id,
      employeeId: insuranceAssignments.employeeId,
      policyId: insuranceAssignments.policyId,
      fromDate: insuranceAssignments.fromDate,
      toDate: insuranceAssignments.toDate,
      parameters: insuranceAssignments.parameters,
      amount: insuranceAssignments.amount,
      kind: insurancePolicies.kind,
      country: insurancePolicies.country,
      policyName: insurancePolicies.name,
      treatment: insurancePolicies.treatment,
      policyAmount: insurancePolicies.amount,
      settings: insurancePolicies.settings,
    })
    .from(insuranceAssignments)
    .innerJoin(
      insurancePolicies,
      and(eq(insurancePolicies.companyId, insuranceAssignments.companyId), eq(insurancePolicies.id, insuranceAssignments.policyId)),
    )
    .where(
      and(
        eq(insuranceAssignments.companyId, companyId),
        lte(insuranceAssignments.fromDate, input.date),
        input.employeeIds ? inArray(insuranceAssignments.employeeId, [...input.employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(insuranceAssignments.employeeId), asc(insuranceAssignments.fromDate));
}
export type StartedRow = Awaited<ReturnType<typeof startedBy>>[number];

/**
 * The company's Malaysian employees on a date, counted in one query: those whose statutory
 * assignment in force (the latest started by the date, not ended before it) is Malaysia's, and
 * whose EPF citizenship (the assignment's, else from the pass as citizenshipOf reads it) is a
 * citizen's or a permanent resident's. The HRD Corp levy applies from 10 of them.
 */
export async function malaysianEmployeeCount(db: Queryable, companyId: string, date: string): Promise<number> {
  const latest = db
    .selectDistinctOn([insuranceAssignments.employeeId], {
      employeeId: insuranceAssignments.employeeId,
      toDate: insuranceAssignments.toDate,
      parameters: insuranceAssignments.parameters,
      country: insurancePolicies.country,
    })
    .from(insuranceAssignments)
    .innerJoin(
      insurancePolicies,
      and(eq(insurancePolicies.companyId, insuranceAssignments.companyId), eq(insurancePolicies.id, insuranceAssignments.policyId)),
    )
    .where(
      and(eq(insuranceAssignments.companyId, companyId), lte(insuranceAssignments.fromDate, date), eq(insurancePolicies.kind, 'statutory')),
    )
    .orderBy(insuranceAssignments.employeeId, desc(insuranceAssignments.fromDate))
    .as('latest');
  const citizenship = sql`coalesce(${latest.parameters} ->> 'citizenship', case
    when ${employees.passTypeId} is null or ${employees.passTypeId} = ${PASS.citizen} then 'citizen'
    when ${employees.passTypeId} = ${PASS.permanentResident} then 'pr'
    else 'noncitizen' end)`;
  const [row] = await db
    .select({ value: count() })
    .from(latest)
    .innerJoin(employees, and(eq(employees.companyId, companyId), eq(employees.id, latest.employeeId)))
    .where(
      and(
        or(isNull(latest.toDate), gte(latest.toDate, date)),
        eq(latest.country, 'MY'),
        sql`${latest.parameters} ->> 'country' = 'MY'`,
        sql`${citizenship} <> 'noncitizen'`,
      ),
    );
  return row?.value ?? 0;
}

/** What the record says that the schemes need, for the given employees. */
export async function recordFacts(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<Map<string, RecordFacts>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      dateOfBirth: employees.dateOfBirth,
      passTypeId: employees.passTypeId,
      passObtainedDate: employees.passObtainedDate,
      race: employees.race,
      religion: employees.religion,
      contributionRateType: employees.contributionRateType,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
