import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PayrunKind, PayrunStatus, TableRequest } from '@tenaga/contracts';
import { employees, payruns, payrunTraceSteps, payslipLines, payslips } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';
import { reachCondition, type PayslipReach } from './payruns.reach.ts';
import type { DraftLine, PayslipTotals } from './payruns.rules.ts';
import { joinTrace, splitTrace, type StepNames } from './payruns.traces.ts';

export type PayrunRow = typeof payruns.$inferSelect;

/** Countries whose off-cycle runs take the month's earlier wages with their own (payruns.off-cycle.ts). */
export const MONTH_COUNTRIES = ['SG', 'MY'] as const;

const SORTABLE = { period: payruns.period, status: payruns.status, updatedAt: payruns.updatedAt, createdAt: payruns.createdAt };

export async function table(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(payruns.companyId, companyId);
  const text = request.search.value.trim();
  const search = text
    ? or(ilike(payruns.period, likePattern(text)), ilike(payruns.status, likePattern(text)), ilike(payruns.name, likePattern(text)))
    : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(payruns)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [desc(payruns.period), desc(payruns.createdAt)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(payruns).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(payruns).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string, options: { lock?: boolean } = {}): Promise<PayrunRow | undefined> {
  const query = db
    .select()
    .from(payruns)
    .where(and(eq(payruns.companyId, companyId), eq(payruns.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * The period's regular run that is not failed, or the off-cycle run of a kind and name (at most one:
 * the unique indexes).
 */
export async function liveOfPeriod(
  db: Queryable,
  companyId: string,
  period: string,
  offCycle?: { kind: PayrunKind; name: string },
): Promise<PayrunRow | undefined> {
  const [row] = await db
    .select()
    .from(payruns)
    .where(
      and(
        eq(payruns.companyId, companyId),
        eq(payruns.period, period),
        ne(payruns.status, 'failed'),
        eq(payruns.kind, offCycle?.kind ?? 'regular'),
        offCycle ? eq(payruns.name, offCycle.name) : undefined,
      ),
    );
  return row;
}

export async function insert(db: Queryable, row: typeof payruns.$inferInsert): Promise<PayrunRow> {
  const [created] = await db.insert(payruns).values(row).returning();
  return created!;
}

export const update = (
  db: Queryable,
  companyId: string,
  input: { id: string; expectedVersion: number | null; set: Partial<typeof payruns.$inferInsert> },
) => updateVersioned(db, companyId, { table: payruns, id: input.id, expectedVersion: input.expectedVersion, set: input.set });

/** Sets a run's status and figures without a version check (the job's own writes), only while it has the status it expects. */
export async function setWhile(
  db: Queryable,
  companyId: string,
  input: { id: string; status: PayrunStatus; set: Partial<typeof payruns.$inferInsert> },
): Promise<PayrunRow | undefined> {
  const [row] = await db
    .update(payruns)
    .set({ ...input.set, version: sql`${payruns.version} + 1` })
    .where(and(eq(payruns.companyId, companyId), eq(payruns.id, input.id), eq(payruns.status, input.status)))
    .returning();
  return row;
}

/** What the payrun reads of each person: employment dates, birth date, salary on the record. */
export async function people(db: Queryable, companyId: string, employeeIds: readonly string[] | null) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      hiringDate: employees.hiringDate,
      cessationDate: employees.cessationDate,
      salary: employees.salary,
      employmentType: employees.employmentType,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), employeeIds ? inArray(employees.id, [...employeeIds]) : undefined))
    .orderBy(asc(employees.employmentNumber), asc(employees.id));
}

/** Removes the run's payslips of these people (their lines go with them): a batch is rewritten whole. */
export async function clearPayslips(db: Queryable, companyId: string, payrunId: string, employeeIds?: readonly string[]) {
  await db
    .delete(payslips)
    .where(
      and(
        eq(payslips.companyId, companyId),
        eq(payslips.payrunId, payrunId),
        employeeIds ? inArray(payslips.employeeId, [...employeeIds]) : undefined,
      ),
    );
}

export interface DraftPayslip {
  readonly employeeId: string;
  readonly country: string | null;
  readonly totals: PayslipTotals;
  readonly ytd: Record<string, string>;
  readonly lines: readonly DraftLine[];
}

/** Removes every engine step the run keeps (it is computed whole again, or failed). */
export async function clearTraceSteps(db: Queryable, companyId: string, payrunId: string) {
  await db.delete(payrunTraceSteps).where(and(eq(payrunTraceSteps.companyId, companyId), eq(payrunTraceSteps.payrunId, payrunId)));
}

/**
 * Removes the engine steps no line of the run lists any more (the people recalculated had them):
 * once, when the run becomes final. A set difference, not a lookup per step (the lines list about a
 * million hashes in a run of 10,000 people).
 */
export async function pruneTraceSteps(db: Queryable, companyId: string, payrunId: string) {
  await db.execute(sql`
    delete from ${payrunTraceSteps} s
    using (
      select hash from ${payrunTraceSteps} where company_id = ${companyId} and payrun_id = ${payrunId}
      except
      select unnest(engine_steps) from ${payslipLines} where company_id = ${companyId} and payrun_id = ${payrunId}
    ) orphan
    where s.company_id = ${companyId} and s.payrun_id = ${payrunId} and s.hash = orphan.hash`);
}

/**
 * Writes a batch's payslips and their lines: each table in one statement whose one parameter is the
 * rows as JSON (jsonb_to_recordset), so thousands of lines cost one bind, not one per value (a
 * multi-row insert built value by value took most of a 10,000-person run). The lines' engine steps
 * the job has not written yet go first, each once (`names` remembers them from batch to batch).
 */
export async function insertPayslips(
  db: Queryable,
  companyId: string,
  payrunId: string,
  drafts: readonly DraftPayslip[],
  names: StepNames,
) {
  if (drafts.length === 0) return;
  const slips = drafts.map((draft) => ({
    employee_id: draft.employeeId,
    country: draft.country,
    ytd: draft.ytd,
    gross: draft.totals.gross,
    deductions: draft.totals.deductions,
    net: draft.totals.net,
    employer_contributions: draft.totals.employerContributions,
    employer_cost: draft.totals.employerCost,
  }));
  await db.execute(sql`
    insert into ${payslips} (company_id, payrun_id, employee_id, country, ytd, gross, deductions, net, employer_contributions, employer_cost)
    select ${companyId}::uuid, ${payrunId}::uuid, s.employee_id, s.country, s.ytd, s.gross, s.deductions, s.net, s.employer_contributions, s.employer_cost
    from jsonb_to_recordset(${JSON.stringify(slips)}::jsonb) as s(employee_id uuid, country text, ytd jsonb, gross numeric,
      deductions numeric, net numeric, employer_contributions numeric, employer_cost numeric)`);
  const fresh = new Map<string, string>();
  const lines = drafts.flatMap((draft) =>
    draft.lines.map((line, position) => {
      const { own, engineSteps } = splitTrace(line.trace);
      return {
        employee_id: draft.employeeId,
        position,
        code: line.code,
        label: line.label,
        kind: line.kind,
        amount: line.amount,
        trace: own,
        engine_steps: engineSteps && names.name(engineSteps, fresh),
      };
    }),
  );
  if (fresh.size > 0) {
    // The steps are JSON already: the parameter is put together from them rather than parsed and written again.
    const rows = [...fresh].map(([hash, json]) => `{"hash":"${hash}","step":${json}}`).join(',');
    // A recalculation meets steps the run keeps already: they stay as they are (the same text, the same hash).
    await db.execute(sql`
      insert into ${payrunTraceSteps} (company_id, payrun_id, hash, step)
      select ${companyId}::uuid, ${payrunId}::uuid, s.hash, s.step
      from jsonb_to_recordset(${`[${rows}]`}::jsonb) as s(hash text, step jsonb)
      on conflict do nothing`);
  }
  await db.execute(sql`
    insert into ${payslipLines} (company_id, payrun_id, employee_id, position, code, label, kind, amount, trace, engine_steps)
    select ${companyId}::uuid, ${payrunId}::uuid, l.employee_id, l.position, l.code, l.label, l.kind, l.amount,
      coalesce(l.trace, 'null'::jsonb), l.engine_steps
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(employee_id uuid, position integer, code text, label text, kind text,
      amount numeric, trace jsonb, engine_steps text[])`);
}

/** How many payslips the run has and the exact sums of their totals (numeric sums in the database, as decimal strings). */
/** The payslips of the people a reach covers (a condition on the payslips table); undefined for everyone. */
const reachedPayslips = (db: Queryable, companyId: string, reach: PayslipReach) =>
  reach.kind === 'all'
    ? undefined
    : inArray(
        payslips.employeeId,
        db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), reachCondition(reach))),
      );

/** The sums of runs' payslips, by run: all of them, or those of the people a reach covers. */
export async function payslipSums(db: Queryable, companyId: string, payrunIds: readonly string[], reach: PayslipReach = { kind: 'all' }) {
  if (payrunIds.length === 0) return new Map<string, PayslipSums>();
  const total = (column: typeof payslips.gross) => sql<string>`coalesce(sum(${column}), 0)::text`;
  const rows = await db
    .select({
      payrunId: payslips.payrunId,
      count: count(),
      gross: total(payslips.gross),
      deductions: total(payslips.deductions),
      net: total(payslips.net),
      employerContributions: total(payslips.employerContributions),
    })
    .from(payslips)
    .where(and(eq(payslips.companyId, companyId), inArray(payslips.payrunId, [...payrunIds]), reachedPayslips(db, companyId, reach)))
    .groupBy(payslips.payrunId);
  return new Map(rows.map(({ payrunId, ...sums }) => [payrunId, sums]));
}
export type PayslipSums = { count: number; gross: string; deductions: string; net: string; employerContributions: string };
export const NO_PAYSLIPS: PayslipSums = { count: 0, gross: '0', deductions: '0', net: '0', employerContributions: '0' };

/** The run's payslip totals (for the run's own totals: their sums). */
export async function payslipTotalsOf(db: Queryable, companyId: string, payrunId: string) {
  return db
    .select({
      gross: payslips.gross,
      deductions: payslips.deductions,
      net: payslips.net,
      employerContributions: payslips.employerContributions,
    })
    .from(payslips)
    .where(and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId)));
}

const PAYSLIP_SORTABLE = {
  employeeName: sql`lower(${employees.firstName} || ' ' || ${employees.lastName})`,
  employmentNumber: employees.employmentNumber,
  gross: payslips.gross,
  deductions: payslips.deductions,
  net: payslips.net,
  employerCost: payslips.employerCost,
};

export async function payslipTable(db: Queryable, companyId: string, payrunId: string, request: TableRequest, reach: PayslipReach) {
  const scope = and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId), reachCondition(reach));
  const text = request.search.value.trim();
  const search = text
    ? or(
        ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, likePattern(text)),
        ilike(employees.employmentNumber, likePattern(text)),
      )
    : undefined;
  const { limit, offset } = pageOf(request);
  const joined = () =>
    db
      .select({ value: count() })
      .from(payslips)
      .innerJoin(employees, and(eq(employees.companyId, payslips.companyId), eq(employees.id, payslips.employeeId)));
  const rows = await db
    .select({
      employeeId: payslips.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentNumber: employees.employmentNumber,
      gross: payslips.gross,
      deductions: payslips.deductions,
      net: payslips.net,
      employerContributions: payslips.employerContributions,
      employerCost: payslips.employerCost,
    })
    .from(payslips)
    .innerJoin(employees, and(eq(employees.companyId, payslips.companyId), eq(employees.id, payslips.employeeId)))
    .where(and(scope, search))
    .orderBy(...orderOf(request, PAYSLIP_SORTABLE, [asc(employees.employmentNumber), asc(payslips.employeeId)]))
    .limit(limit)
    .offset(offset);
  const [total] = await joined().where(scope);
  const [filtered] = search ? await joined().where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function payslipOf(db: Queryable, companyId: string, payrunId: string, employeeId: string) {
  const [slip] = await db
    .select()
    .from(payslips)
    .where(and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId), eq(payslips.employeeId, employeeId)));
  if (!slip) return undefined;
  const rows = await db
    .select()
    .from(payslipLines)
    .where(and(eq(payslipLines.companyId, companyId), eq(payslipLines.payrunId, payrunId), eq(payslipLines.employeeId, employeeId)))
    .orderBy(asc(payslipLines.position));
  const steps = await traceSteps(db, companyId, payrunId, [...new Set(rows.flatMap((row) => row.engineSteps ?? []))]);
  const lines = rows.map(({ engineSteps, ...line }) => ({ ...line, trace: joinTrace(line.trace, engineSteps, steps) }));
  return { slip, lines };
}

/** The run's engine steps of these hashes, by hash. */
async function traceSteps(db: Queryable, companyId: string, payrunId: string, hashes: readonly string[]) {
  if (hashes.length === 0) return new Map<string, unknown>();
  const rows = await db
    .select({ hash: payrunTraceSteps.hash, step: payrunTraceSteps.step })
    .from(payrunTraceSteps)
    .where(
      and(eq(payrunTraceSteps.companyId, companyId), eq(payrunTraceSteps.payrunId, payrunId), inArray(payrunTraceSteps.hash, [...hashes])),
    );
  return new Map(rows.map((row) => [row.hash, row.step]));
}

/**
 * The year-to-date figures each employee's earlier payslips of the year kept, summed per figure:
 * regular runs of earlier periods that were not failed, off-cycle runs of earlier periods once
 * approved (paid, locked), and the same period's other approved runs outside Singapore and Malaysia
 * (CPF, EPF and PCB are on the month's wages: an off-cycle run there takes the month's earlier wages
 * with its own, payruns.off-cycle.ts).
 */
export async function ytdOf(
  db: Queryable,
  companyId: string,
  input: { period: string; employeeIds: readonly string[]; payrunId?: string },
) {
  const year = input.period.slice(0, 4);
  if (input.employeeIds.length === 0) return new Map<string, Record<string, string>[]>();
  const frozen = inArray(payruns.status, ['approved', 'paid', 'locked']);
  const rows = await db
    .select({ employeeId: payslips.employeeId, ytd: payslips.ytd })
    .from(payslips)
    .innerJoin(payruns, and(eq(payruns.companyId, payslips.companyId), eq(payruns.id, payslips.payrunId)))
    .where(
      and(
        eq(payslips.companyId, companyId),
        inArray(payslips.employeeId, [...input.employeeIds]),
        gte(payruns.period, `${year}-01`),
        or(
          and(
            lt(payruns.period, input.period),
            or(and(eq(payruns.kind, 'regular'), ne(payruns.status, 'failed'), ne(payruns.status, 'calculating')), frozen),
          ),
          and(
            eq(payruns.period, input.period),
            frozen,
            or(isNull(payslips.country), notInArray(payslips.country, [...MONTH_COUNTRIES])),
            input.payrunId ? ne(payruns.id, input.payrunId) : undefined,
          ),
        ),
      ),
    );
  const byEmployee = new Map<string, Record<string, string>[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row.ytd]);
  return byEmployee;
}

/** The run's loan lines: what it takes for each loan (the loan is in the line's trace). */
export async function loanLines(db: Queryable, companyId: string, payrunId: string) {
  return db
    .select({ employeeId: payslipLines.employeeId, amount: payslipLines.amount, trace: payslipLines.trace })
    .from(payslipLines)
    .where(and(eq(payslipLines.companyId, companyId), eq(payslipLines.payrunId, payrunId), eq(payslipLines.code, 'loan')));
}

/** The lines paying approved claims (their traces name the claims). */
export async function claimLines(db: Queryable, companyId: string, payrunId: string) {
  return db
    .select({ trace: payslipLines.trace })
    .from(payslipLines)
    .where(and(eq(payslipLines.companyId, companyId), eq(payslipLines.payrunId, payrunId), like(payslipLines.code, 'item.claim.%')));
}

/** The run's payslips with their lines in order (the payslip documents read them); some people, or everyone. */
export async function payslipsWithLines(db: Queryable, companyId: string, payrunId: string, employeeIds: readonly string[] | null) {
  const who = employeeIds ? inArray(payslips.employeeId, [...employeeIds]) : undefined;
  const slips = await db
    .select()
    .from(payslips)
    .where(and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId), who));
  const lines = await db
    .select({
      employeeId: payslipLines.employeeId,
      code: payslipLines.code,
      label: payslipLines.label,
      kind: payslipLines.kind,
      amount: payslipLines.amount,
    })
    .from(payslipLines)
    .where(
      and(
        eq(payslipLines.companyId, companyId),
        eq(payslipLines.payrunId, payrunId),
        employeeIds ? inArray(payslipLines.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(payslipLines.employeeId), asc(payslipLines.position));
  return { slips, lines };
}

/**
 * Each person's sums over the year's payslips up to and including a period: runs of the same year
 * that are not failed or still calculating (the year-to-date figures a payslip prints).
 */
export async function yearToDate(db: Queryable, companyId: string, input: { period: string; employeeIds: readonly string[] | null }) {
  return db
    .select({
      employeeId: payslips.employeeId,
      gross: sql<string>`sum(${payslips.gross})::text`,
      deductions: sql<string>`sum(${payslips.deductions})::text`,
      net: sql<string>`sum(${payslips.net})::text`,
      employerContributions: sql<string>`sum(${payslips.employerContributions})::text`,
    })
    .from(payslips)
    .innerJoin(payruns, and(eq(payruns.companyId, payslips.companyId), eq(payruns.id, payslips.payrunId)))
    .where(
      and(
        eq(payslips.companyId, companyId),
        input.employeeIds ? inArray(payslips.employeeId, [...input.employeeIds]) : undefined,
        gte(payruns.period, `${input.period.slice(0, 4)}-01`),
        lte(payruns.period, input.period),
        ne(payruns.status, 'failed'),
        ne(payruns.status, 'calculating'),
      ),
    )
    .groupBy(payslips.employeeId);
}

/** One person's payslips in runs of these statuses, newest period first. */
export async function payslipsOfEmployee(db: Queryable, companyId: string, employeeId: string, statuses: readonly PayrunStatus[]) {
  return db
    .select({
      payrunId: payruns.id,
      period: payruns.period,
      kind: payruns.kind,
      name: payruns.name,
      status: payruns.status,
      currency: payruns.currency,
      gross: payslips.gross,
      deductions: payslips.deductions,
      net: payslips.net,
    })
    .from(payslips)
    .innerJoin(payruns, and(eq(payruns.companyId, payslips.companyId), eq(payruns.id, payslips.payrunId)))
    .where(and(eq(payslips.companyId, companyId), eq(payslips.employeeId, employeeId), inArray(payruns.status, [...statuses])))
    .orderBy(desc(payruns.period));
}
