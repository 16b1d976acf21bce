import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { bankLayouts, companies, companyBankAccounts, employees, payruns, payslips } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type BankLayoutRow = typeof bankLayouts.$inferSelect;

const SORTABLE = { name: sql`lower(${bankLayouts.name})`, updatedAt: bankLayouts.updatedAt, createdAt: bankLayouts.createdAt };

export async function table(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(bankLayouts.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(bankLayouts.name, likePattern(text)), ilike(bankLayouts.description, likePattern(text))) : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(bankLayouts)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${bankLayouts.name})`, sql`${bankLayouts.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(bankLayouts).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(bankLayouts).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string): Promise<BankLayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(bankLayouts)
    .where(and(eq(bankLayouts.companyId, companyId), eq(bankLayouts.id, id)));
  return row;
}

export async function nameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: bankLayouts.id })
    .from(bankLayouts)
    .where(
      and(
        eq(bankLayouts.companyId, companyId),
        sql`lower(${bankLayouts.name}) = lower(${name})`,
        exceptId ? ne(bankLayouts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Queryable, row: typeof bankLayouts.$inferInsert): Promise<BankLayoutRow> {
  const [created] = await db.insert(bankLayouts).values(row).returning();
  return created!;
}

/** The row as written, or undefined when someone saved it first (or it is gone). */
export function update(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof bankLayouts.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: bankLayouts, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function remove(db: Queryable, companyId: string, id: string) {
  await db.delete(bankLayouts).where(and(eq(bankLayouts.companyId, companyId), eq(bankLayouts.id, id)));
}

export async function layoutChoices(db: Queryable, companyId: string) {
  return db
    .select({ id: bankLayouts.id, name: bankLayouts.name, paymentTypeCodes: bankLayouts.paymentTypeCodes })
    .from(bankLayouts)
    .where(eq(bankLayouts.companyId, companyId))
    .orderBy(sql`lower(${bankLayouts.name})`, asc(bankLayouts.id));
}

// Read-only views of the payrun's and the company's data (as payruns reads employees): the bank file
// only reads what those modules wrote.

/** Runs whose amounts can no longer change: approved, paid or locked, the latest period first. */
export async function payableRuns(db: Queryable, companyId: string) {
  return db
    .select({
      id: payruns.id,
      period: payruns.period,
      kind: payruns.kind,
      name: payruns.name,
      status: payruns.status,
      net: payruns.net,
      currency: payruns.currency,
    })
    .from(payruns)
    .where(and(eq(payruns.companyId, companyId), inArray(payruns.status, ['approved', 'paid', 'locked'])))
    .orderBy(desc(payruns.period), desc(payruns.createdAt))
    .limit(500);
}

export async function findRun(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ id: payruns.id, period: payruns.period, status: payruns.status, currency: payruns.currency })
    .from(payruns)
    .where(and(eq(payruns.companyId, companyId), eq(payruns.id, id)));
  return row;
}

export async function accounts(db: Queryable, companyId: string) {
  return db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.companyId, companyId))
    .orderBy(desc(companyBankAccounts.isDefault), asc(companyBankAccounts.createdAt));
}

export async function findAccount(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.id, id)));
  return row;
}

export async function company(db: Queryable, companyId: string) {
  const [row] = await db.select({ name: companies.name, timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row ?? { name: '', timezone: 'UTC' };
}

/** Each payslip of the run with the person's payment details, in employment number order. */
export async function payees(db: Queryable, companyId: string, payrunId: string) {
  return db
    .select({
      employeeId: payslips.employeeId,
      employmentNumber: employees.employmentNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
      paymentModeId: employees.paymentModeId,
      bankCode: employees.bankCode,
      accountName: employees.accountName,
      accountNumber: employees.accountNumber,
      net: payslips.net,
    })
    .from(payslips)
    .innerJoin(employees, and(eq(employees.companyId, payslips.companyId), eq(employees.id, payslips.employeeId)))
    .where(and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId)))
    .orderBy(asc(employees.employmentNumber), asc(employees.id));
}
