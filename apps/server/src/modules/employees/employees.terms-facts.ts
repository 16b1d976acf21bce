import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { departments, employees, jobTitles } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { fullName } from './employees.rules.ts';

/** What written employment terms state of an employee, read in the caller's transaction. */
export interface EmploymentTermsFacts {
  readonly employeeId: string;
  readonly fullName: string;
  readonly identificationNumber: string | null;
  readonly gender: string | null;
  readonly dateOfBirth: string | null;
  readonly address: string | null;
  readonly hiringDate: string | null;
  readonly confirmationDate: string | null;
  readonly cessationDate: string | null;
  /** 0 full time, 1 part time (spec §3). */
  readonly employmentType: number;
  readonly salary: string | null;
  readonly jobTitle: string | null;
  readonly department: string | null;
}

const columns = {
  employeeId: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  identificationNumber: employees.identificationNumber,
  gender: employees.gender,
  dateOfBirth: employees.dateOfBirth,
  address: employees.address,
  hiringDate: employees.hiringDate,
  confirmationDate: employees.confirmationDate,
  cessationDate: employees.cessationDate,
  employmentType: employees.employmentType,
  salary: employees.salary,
  jobTitle: jobTitles.name,
  department: departments.name,
};

function facts(db: Queryable) {
  return db
    .select(columns)
    .from(employees)
    .leftJoin(jobTitles, and(eq(jobTitles.companyId, employees.companyId), eq(jobTitles.id, employees.jobTitleId)))
    .leftJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)));
}

const toFacts = ({
  firstName,
  lastName,
  ...row
}: Awaited<ReturnType<ReturnType<typeof facts>['where']>>[number]): EmploymentTermsFacts => ({
  ...row,
  fullName: fullName(firstName, lastName),
});

/** One employee's facts, or undefined when not in the company. */
export async function employmentTermsFacts(
  db: Queryable,
  companyId: string,
  employeeId: string,
): Promise<EmploymentTermsFacts | undefined> {
  const [row] = await facts(db).where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row && toFacts(row);
}

/** Employees still working on a day (no cessation before it), optionally only these ones: for reminders. */
export async function workingEmployeesFacts(
  db: Queryable,
  companyId: string,
  input: { on: string; employeeIds?: readonly string[] },
): Promise<EmploymentTermsFacts[]> {
  const rows = await facts(db).where(
    and(
      eq(employees.companyId, companyId),
      or(isNull(employees.cessationDate), gte(employees.cessationDate, input.on)),
      input.employeeIds ? inArray(employees.id, [...input.employeeIds]) : undefined,
    ),
  );
  return rows.map(toFacts);
}

/** The pass on the personal section of employees still working on a day, expiring from `from` to `to` (inclusive): for expiry reminders. */
export async function passExpiries(
  db: Queryable,
  companyId: string,
  input: { on: string; from: string; to: string },
): Promise<{ employeeId: string; fullName: string; passValidTo: string }[]> {
  const rows = await db
    .select({ employeeId: employees.id, firstName: employees.firstName, lastName: employees.lastName, passValidTo: employees.passValidTo })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        or(isNull(employees.cessationDate), gte(employees.cessationDate, input.on)),
        gte(employees.passValidTo, input.from),
        lte(employees.passValidTo, input.to),
      ),
    );
  return rows.map((row) => ({
    employeeId: row.employeeId,
    fullName: fullName(row.firstName, row.lastName),
    passValidTo: row.passValidTo!,
  }));
}
