import type { CreateEmployeeBody, Deployment, OthersEntry } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { assertWritableFields } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import { type RecordChecks } from './employees.checks.ts';
import { checkNewOthers, employeeFields, othersByName, othersInvalid } from './employees.custom-values.ts';
import { auditView, prefixed, withCompactIdentification } from './employees.record.ts';
import * as repo from './employees.repository.ts';
import { recordProblems, type RecordProblems } from './employees.validation.ts';

/** A new employee's fields as stored: the three sections in one record, the identification number compacted. */
export type NewEmployeeValues = CreateEmployeeBody['personal'] & CreateEmployeeBody['job'] & CreateEmployeeBody['payment'];

/**
 * The rules a new employee must meet beyond its schema (spec §5), each failing field named
 * 'section.field' with its message key: what `create` checks, and what an import checks on every
 * row before writing any. Uniqueness and links to other records are checked against the database apart.
 */
export function checkNewEmployee(
  body: CreateEmployeeBody,
  context: { today: string; countryCode: string },
): { values: NewEmployeeValues; problems: RecordProblems } {
  const values = withCompactIdentification({ ...body.personal, ...body.job, ...body.payment }, body.personal.identificationType);
  const sections = (['personal', 'job', 'payment'] as const).map((section) => ({
    section,
    problems: recordProblems(values, { ...context, only: Object.keys(body[section]) }),
  }));
  return {
    values,
    problems: {
      errors: Object.assign({}, ...sections.map(({ section, problems }) => prefixed(section, problems.errors))),
      values: Object.assign({}, ...sections.map(({ problems }) => problems.values)),
    },
  };
}

/** Which of these employment numbers (lower case) and identification numbers ('TYPE|NUMBER') the company's employees already have. */
export const takenEmployeeNumbers = repo.takenNumbers;

/**
 * Writes new employees, already checked (checkNewEmployee, uniqueness, links), in the caller's
 * transaction: each with its deployments and its audit entry, as `create` writes one, a few
 * statements per batch instead of several per employee (imports of thousands).
 */
export async function insertCheckedEmployees(
  tx: Transaction,
  actor: Actor,
  input: {
    companyId: string;
    employees: readonly { values: NewEmployeeValues; deployments: readonly Deployment[]; others?: readonly OthersEntry[] }[];
    source: number;
    now: Date;
  },
): Promise<string[]> {
  const { companyId, now } = input;
  const created = await repo.insertEmployees(
    tx,
    input.employees.map(({ values, others }) => ({
      companyId,
      ...values,
      others: [...(others ?? [])],
      source: input.source,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await repo.insertDeployments(
    tx,
    created.flatMap((employee, index) =>
      input.employees[index]!.deployments.map((deployment) => ({
        companyId,
        employeeId: employee.id,
        contractId: deployment.contractId,
        locationId: deployment.locationId,
        fromDate: deployment.from,
        toDate: deployment.to,
      })),
    ),
  );
  await writeAuditEntries(
    tx,
    actor,
    created.map((employee, index) => ({
      entity: 'employee',
      entityId: employee.id,
      action: 'create',
      after: {
        ...auditView(employee),
        source: input.source,
        deployments: input.employees[index]!.deployments,
        ...(employee.others.length ? { others: employee.others } : {}),
      },
    })),
  );
  return created.map((employee) => employee.id);
}

/** Another module's part of a new employee (its own piece of the body), written in the employee's transaction. */
export interface EmployeeCreationPart {
  /** Its piece of the body ('leaveProfile'): field errors of `write` are named under it. */
  readonly key: keyof CreateEmployeeBody;
  /** Before anything is written: whether the caller may give this part (throws a field error otherwise). */
  check(auth: RequestAuth, body: CreateEmployeeBody): Promise<void>;
  /** After the record and its audit entry, in the same transaction. */
  write(
    tx: Transaction,
    input: { auth: RequestAuth; actor: Actor; employeeId: string; startDate: string; body: CreateEmployeeBody },
  ): Promise<void>;
}

/** Add employee: the record, its deployments and custom values, and an account when asked for, all or nothing. */
export function createEmployeeCreation(deps: {
  tenant: TenantRunner;
  clock: Clock;
  caller: CallerAccess;
  checks: RecordChecks;
  users: Pick<ModuleServices['users'], 'checkEmployeeAccount' | 'createEmployeeAccount'>;
  parts: () => readonly EmployeeCreationPart[];
}) {
  const { tenant, clock, caller, checks } = deps;

  return {
    async create(auth: RequestAuth, actor: Actor, body: CreateEmployeeBody): Promise<{ id: string }> {
      const levels = (await caller.levelsFor(auth))('');
      const chosen = Object.fromEntries(
        Object.entries({ ...body.personal, ...body.job, ...body.payment }).filter(
          ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
        ),
      );
      assertWritableFields(levels, chosen);
      if (body.deployments.length) assertWritableFields(levels, { deployments: body.deployments });
      if (body.account) await deps.users.checkEmployeeAccount(auth, body.account);
      for (const part of deps.parts()) await part.check(auth, body);
      const id = await tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const { values, problems } = checkNewEmployee(body, {
          today: calendarDate(clock.now(), company.timezone),
          countryCode: company.countryCode,
        });
        await checks.assertValidAndUnique(tx, auth.companyId, { values, problems, fieldPrefix: { job: 'job.', personal: 'personal.' } });
        const fields = await employeeFields(tx, auth.companyId);
        const custom = checkNewOthers(fields, body.others);
        if (Object.keys(custom.problems).length) throw othersInvalid(custom.problems);
        await checks.assertLinksExist(tx, auth.companyId, body.job).catch((error: unknown) => {
          if (error instanceof AppError && error.fieldErrors)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: prefixed('job', error.fieldErrors) });
          throw error;
        });
        await checks.assertDeploymentsValid(tx, auth.companyId, { deployments: body.deployments, prefix: 'deployments' });
        const now = clock.now();
        const today = calendarDate(now, company.timezone);
        const employeeId = await repo.insertEmployee(tx, {
          companyId: auth.companyId,
          ...values,
          others: custom.others,
          createdAt: now,
          updatedAt: now,
        });
        await repo.replaceDeployments(tx, auth.companyId, {
          employeeId,
          deployments: body.deployments.map((deployment) => ({ ...deployment, from: deployment.from, to: deployment.to })),
        });
        const created = (await repo.findEmployee(tx, auth.companyId, employeeId))!;
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'create',
          after: {
            ...auditView(created.employee),
            deployments: body.deployments,
            ...(custom.others.length ? { customFields: othersByName(custom.others, fields) } : {}),
          },
        });
        if (body.account) {
          await deps.users.createEmployeeAccount(tx, actor, {
            companyId: auth.companyId,
            employeeId,
            ...body.account,
            email: body.personal.email,
            firstName: body.personal.firstName,
            lastName: body.personal.lastName,
          });
        }
        // Dated parts (the leave profile) start with the employment, or today without a hiring date.
        const startDate = created.employee.hiringDate ?? today;
        for (const part of deps.parts())
          await part.write(tx, { auth, actor, employeeId, startDate, body }).catch((error: unknown) => {
            if (error instanceof AppError && error.fieldErrors)
              throw new AppError(error.code, { fieldErrors: prefixed(part.key, error.fieldErrors) });
            throw error;
          });
        return employeeId;
      });
      return { id };
    },
  };
}
