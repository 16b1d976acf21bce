import {
  type AccessLevel,
  type CreateEmployeeBody,
  type Deployment,
  type EmployeeBrief,
  type EmployeeOption,
  type EmployeeRow,
  type FieldLevel,
  type FilterCategoryOptions,
  type Language,
  type TableRequest,
  type EmployeeListStatus,
  type FilterQuery,
  type ExportFormat,
  type OthersEntry,
} from '@tenaga/contracts';
import { compactIdentificationNumber, isIdentificationTypeId, maskIdentificationNumber, validatePhoto } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { assertWritableFields, projectFields, type AccessService } from '../access/index.ts';
import type { UsersService } from '../users/index.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import type { ReadCache, WriteGeneration } from '../../lib/read-cache.ts';
import { EMPLOYEE_EXPORT_JOB, EXPORT_COLUMNS, type EmployeeExportPayload } from './employees.jobs.ts';
import * as repo from './employees.repository.ts';
import type { EmployeeFilters } from './employees.filters.ts';
import { checkNewOthers, employeeFields, othersByName, othersInvalid } from './employees.custom-values.ts';
import { recordProblems, type RecordProblems } from './employees.validation.ts';
import { assertRowsWritable, saveJobRows, type PowerEditRow } from './employees.power-edit.ts';
import { fullName, imageTypeOf, JOB_FIELDS, optionText, PAYMENT_FIELDS, PERSONAL_FIELDS, reachOf, reaches } from './employees.rules.ts';

export interface EmployeesServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: (language: Language, key: string, values?: Record<string, unknown>) => string;
  access: Pick<AccessService, 'accessOf' | 'fieldLevelsOf'>;
  users: Pick<UsersService, 'checkEmployeeAccount' | 'createEmployeeAccount'>;
  jobs: Pick<JobRunner, 'enqueue'>;
  /** The list's "of N" per company and reach: a count over every row, kept until the next write anywhere. */
  totals: { writes: WriteGeneration; cache: ReadCache<number> };
  /** The advanced filter's categories, as the modules contribute them. */
  filters: EmployeeFilters;
}

type EmployeeLevels = Record<string, FieldLevel>;
type Section = 'personal' | 'job' | 'payment';
const SECTION_FIELDS: Record<Section, readonly string[]> = { personal: PERSONAL_FIELDS, job: JOB_FIELDS, payment: PAYMENT_FIELDS };

type EmployeeRecord = repo.EmployeeWithNames['employee'];

/** A section's values as the API shows them: dates as ISO strings, money as a decimal string. */
function sectionValues(employee: EmployeeRecord, section: Section): Record<string, unknown> {
  return Object.fromEntries(
    SECTION_FIELDS[section].map((field) => [field, employee[field as keyof EmployeeRecord] ?? (field === 'phones' ? [] : null)]),
  );
}

/** What the audit trail keeps of a record: every section field (the diff shows what changed). */
const auditView = (employee: EmployeeRecord) => ({
  ...sectionValues(employee, 'personal'),
  ...sectionValues(employee, 'job'),
  ...sectionValues(employee, 'payment'),
  cessationDate: employee.cessationDate,
});

/** Identification numbers are kept as their document writes them compactly ('S1234567D'), so that uniqueness holds however they were typed. */
function withCompactIdentification<V extends Record<string, unknown>>(values: V, type: unknown): V {
  if (typeof values.identificationNumber !== 'string' || typeof type !== 'string' || !isIdentificationTypeId(type)) return values;
  return { ...values, identificationNumber: compactIdentificationNumber({ type, value: values.identificationNumber }) };
}

/** How long a total is reused when nothing is written (every status counts, so the date never changes it). */
const TOTAL_TTL_MS = 60_000;

export function createEmployeesService(deps: EmployeesServiceDeps) {
  const { tenant, clock } = deps;

  async function reachFor(auth: RequestAuth, level: AccessLevel) {
    const access = await deps.access.accessOf(auth);
    return reachOf({ menuGrants: access.menuGrants, dataScope: access.dataScope, employeeId: auth.employeeId, level });
  }

  async function reachTotal(tx: Transaction, companyId: string, reach: repo.EmployeeReach): Promise<number> {
    const key = `${companyId}:${JSON.stringify(reach)}`;
    const cached = deps.totals.cache.get(key);
    if (cached !== undefined) return cached;
    const generation = deps.totals.writes.current();
    const total = await repo.reachTotal(tx, companyId, reach);
    deps.totals.cache.set(key, total, { generation, ttlMs: TOTAL_TTL_MS });
    return total;
  }

  async function levelsFor(auth: RequestAuth) {
    const [publicLevels, privateLevels] = await Promise.all([
      deps.access.fieldLevelsOf(auth, 'employee', 'public'),
      deps.access.fieldLevelsOf(auth, 'employee', 'private'),
    ]);
    return (employeeId: string): EmployeeLevels => (employeeId === auth.employeeId ? privateLevels : publicLevels);
  }

  const todayOf = (timezone: string) => calendarDate(clock.now(), timezone);

  /** The employee, when the caller reaches them at this level; otherwise not found (their existence is not revealed). */
  async function reachable(tx: Transaction, auth: RequestAuth, employeeId: string, level: AccessLevel) {
    const row = await repo.findEmployee(tx, auth.companyId, employeeId);
    if (!row || !reaches(await reachFor(auth, level), row.employee)) throw notFound();
    return row;
  }

  async function assertLinksExist(tx: Transaction, companyId: string, links: Parameters<typeof repo.missingLinks>[2]) {
    const missing = await repo.missingLinks(tx, companyId, links);
    if (missing.length)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: Object.fromEntries(missing.map((field) => [field, 'validation:invalidOption'])),
      });
  }

  async function assertDeploymentsValid(tx: Transaction, companyId: string, deployments: readonly Deployment[], prefix: string) {
    const invalid = await repo.invalidDeployments(tx, companyId, deployments);
    if (invalid.length) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: Object.fromEntries(
          invalid.map((pair) => [`${prefix}.${deployments.indexOf(pair)}.locationId`, 'validation:invalidOption']),
        ),
      });
    }
  }

  async function assertUnique(
    tx: Transaction,
    companyId: string,
    values: { employmentNumber?: string | undefined; identificationType?: string | undefined; identificationNumber?: string | undefined },
    fieldPrefix: { job: string; personal: string },
    exceptId?: string,
  ) {
    if (values.employmentNumber && (await repo.employmentNumberTaken(tx, companyId, values.employmentNumber, exceptId))) {
      throw new AppError('EMPLOYMENT_NUMBER_TAKEN', {
        fieldErrors: { [`${fieldPrefix.job}employmentNumber`]: 'validation:employmentNumberTaken' },
      });
    }
    if (
      values.identificationType &&
      values.identificationNumber &&
      (await repo.identificationTaken(tx, companyId, values.identificationType, values.identificationNumber, exceptId))
    ) {
      throw new AppError('IDENTIFICATION_TAKEN', {
        fieldErrors: { [`${fieldPrefix.personal}identificationNumber`]: 'validation:identificationTaken' },
      });
    }
  }

  function assertValid(problems: RecordProblems) {
    if (Object.keys(problems.errors).length)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: problems.errors, values: problems.values });
  }

  async function readSection(auth: RequestAuth, employeeId: string, section: Section) {
    const levels = (await levelsFor(auth))(employeeId);
    const row = await tenant(auth.companyId, (tx) => reachable(tx, auth, employeeId, 'view'));
    const fields = SECTION_FIELDS[section];
    const sectionLevels = Object.fromEntries(fields.map((field) => [field, levels[field] ?? 'none']));
    return {
      version: row.employee.version,
      values: projectFields(sectionLevels, sectionValues(row.employee, section)),
      levels: sectionLevels,
    };
  }

  async function saveSection(
    auth: RequestAuth,
    actor: Actor,
    section: Section,
    body: { id: string; version: number } & Record<string, unknown>,
  ) {
    const { id, version, ...changes } = body;
    const typed = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    assertWritableFields((await levelsFor(auth))(id), typed);
    return tenant(auth.companyId, async (tx) => {
      const before = await reachable(tx, auth, id, 'edit');
      const sent = withCompactIdentification(typed, typed.identificationType ?? before.employee.identificationType);
      const company = await repo.companyFacts(tx, auth.companyId);
      const merged = {
        ...sectionValues(before.employee, 'personal'),
        ...sectionValues(before.employee, 'job'),
        ...sectionValues(before.employee, 'payment'),
        ...sent,
      };
      assertValid(recordProblems(merged, { today: todayOf(company.timezone), countryCode: company.countryCode, only: Object.keys(sent) }));
      if (section === 'job') await assertLinksExist(tx, auth.companyId, sent);
      if (sent.managerId === id) throw new AppError('VALIDATION_FAILED', { fieldErrors: { managerId: 'validation:invalidOption' } });
      await assertUnique(
        tx,
        auth.companyId,
        {
          employmentNumber: sent.employmentNumber as string | undefined,
          identificationType: merged.identificationType as string,
          identificationNumber: merged.identificationNumber as string,
        },
        { job: '', personal: '' },
        id,
      );
      const saved = await repo.updateEmployee(tx, auth.companyId, {
        id,
        expectedVersion: version,
        changes: { ...sent, updatedAt: clock.now() },
      });
      if (saved === null) throw versionConflict();
      const after = (await repo.findEmployee(tx, auth.companyId, id))!;
      await writeAudit(tx, actor, {
        entity: 'employee',
        entityId: id,
        action: `update-${section}`,
        ...changedFields(auditView(before.employee), auditView(after.employee)),
      });
      return { version: saved };
    });
  }

  async function levelOf(auth: RequestAuth, employeeId: string, field: 'deployments' | 'family' | 'photo'): Promise<FieldLevel> {
    return (await levelsFor(auth))(employeeId)[field] ?? 'none';
  }

  /** Checked once the record is known to exist for the caller: a missing record is 404, not 403. */
  async function assertFieldEditable(auth: RequestAuth, employeeId: string, field: 'deployments' | 'family' | 'photo') {
    if ((await levelOf(auth, employeeId, field)) !== 'edit')
      throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { [field]: 'errors:fieldForbidden' } });
  }

  return {
    /**
     * Not found unless the caller reaches this employee at this level (their role's data scope, or
     * their own record through My profile), in the caller's transaction: for what other modules
     * keep on an employee's record (custom field values).
     */
    async assertReaches(tx: Transaction, auth: RequestAuth, employeeId: string, level: AccessLevel): Promise<void> {
      await reachable(tx, auth, employeeId, level);
    },

    async table(auth: RequestAuth, body: TableRequest & { filter: FilterQuery; status: EmployeeListStatus }) {
      const unsupported = body.filter.rules.find((rule) => !deps.filters.applies(rule.category));
      if (unsupported) throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'filter.rules': 'validation:invalidOption' } });
      const levels = await levelsFor(auth);
      const publicLevels = levels('');
      const reach = await reachFor(auth, 'view');
      const page = await tenant(auth.companyId, async (tx) => {
        const company = await repo.companyFacts(tx, auth.companyId);
        const today = todayOf(company.timezone);
        const found = await repo.employeeTable(tx, auth.companyId, {
          request: body,
          filter: body.filter,
          status: body.status,
          reach,
          today,
          conditionOf: await deps.filters.conditions(tx, { companyId: auth.companyId, filter: body.filter, today }),
          searchIdentification: publicLevels.identificationNumber !== 'none',
          searchEmail: publicLevels.email !== 'none',
        });
        return { ...found, recordsTotal: await reachTotal(tx, auth.companyId, reach) };
      });
      const data: EmployeeRow[] = page.rows.map(({ employee, jobTitle, department }) => {
        const own = levels(employee.id);
        const visible = projectFields(own, {
          identificationType: employee.identificationType,
          identificationNumber: employee.identificationNumber,
          email: employee.email,
          phones: employee.phones,
          hiringDate: employee.hiringDate,
        });
        return {
          id: employee.id,
          employmentNumber: employee.employmentNumber,
          fullName: fullName(employee.firstName, employee.lastName),
          jobTitle: own.jobTitleId !== 'none' ? jobTitle : null,
          department: own.departmentId !== 'none' ? department : null,
          cessationDate: employee.cessationDate,
          employmentType: employee.employmentType,
          source: employee.source,
          // Custom values take the permission of the record they are on: whoever sees the row sees them.
          others: employee.others,
          ...visible,
        };
      });
      return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    /** Queues the export of the list as the caller sees it: their reach, and only the columns they may read. */
    async exportList(
      auth: RequestAuth,
      body: Omit<TableRequest, 'start' | 'length'> & { filter: FilterQuery; status: EmployeeListStatus; format: ExportFormat },
    ) {
      const { format, filter, status, ...query } = body;
      const levels = (await levelsFor(auth))('');
      const hiddenBy: Partial<Record<(typeof EXPORT_COLUMNS)[number], string>> = {
        identificationType: 'identificationType',
        identificationNumber: 'identificationNumber',
        email: 'email',
        phones: 'phones',
        jobTitle: 'jobTitleId',
        department: 'departmentId',
        hiringDate: 'hiringDate',
        employmentType: 'employmentType',
      };
      const payload: EmployeeExportPayload = {
        query: { ...query, filter, status },
        reach: await reachFor(auth, 'view'),
        columns: EXPORT_COLUMNS.filter((column) => !hiddenBy[column] || levels[hiddenBy[column]] !== 'none'),
        searchIdentification: levels.identificationNumber !== 'none',
        searchEmail: levels.email !== 'none',
        format,
        userId: auth.userId,
        language: auth.language,
      };
      const jobId = await tenant(auth.companyId, (tx) =>
        deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: EMPLOYEE_EXPORT_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `employee-export:${auth.userId}:${JSON.stringify(body)}`,
        }),
      );
      return { jobId };
    },

    async total(auth: RequestAuth) {
      const reach = await reachFor(auth, 'view');
      return tenant(auth.companyId, async (tx) =>
        repo.statusCounts(tx, auth.companyId, reach, todayOf((await repo.companyFacts(tx, auth.companyId)).timezone)),
      );
    },

    async options(auth: RequestAuth): Promise<EmployeeOption[]> {
      const reach = await reachFor(auth, 'view');
      const levels = (await levelsFor(auth))('');
      return tenant(auth.companyId, async (tx) => {
        const company = await repo.companyFacts(tx, auth.companyId);
        const rows = await repo.options(tx, auth.companyId, reach);
        return rows.map((row) => ({
          ...row,
          text: optionText(row.employmentNumber, row.fullName),
          identificationNumber:
            levels.identificationNumber === 'none' || !row.identificationNumber
              ? null
              : company.masking
                ? maskIdentificationNumber(row.identificationNumber)
                : row.identificationNumber,
        }));
      });
    },

    /** The advanced filter's categories with their choices, in the caller's language. */
    async filters(auth: RequestAuth): Promise<FilterCategoryOptions[]> {
      const t = (key: string) => deps.translate(auth.language, key);
      return tenant(auth.companyId, (tx) => deps.filters.offered(tx, { companyId: auth.companyId, language: auth.language, t }));
    },

    async create(auth: RequestAuth, actor: Actor, body: CreateEmployeeBody): Promise<{ id: string }> {
      const levels = (await levelsFor(auth))('');
      const chosen = Object.fromEntries(
        Object.entries({ ...body.personal, ...body.job, ...body.payment }).filter(
          ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
        ),
      );
      assertWritableFields(levels, chosen);
      if (body.deployments.length) assertWritableFields(levels, { deployments: body.deployments });
      if (body.account) await deps.users.checkEmployeeAccount(auth, body.account);
      const id = await tenant(auth.companyId, async (tx) => {
        const company = await repo.companyFacts(tx, auth.companyId);
        const { values, problems } = checkNewEmployee(body, { today: todayOf(company.timezone), countryCode: company.countryCode });
        assertValid(problems);
        const fields = await employeeFields(tx, auth.companyId);
        const custom = checkNewOthers(fields, body.others);
        if (Object.keys(custom.problems).length) throw othersInvalid(custom.problems);
        await assertLinksExist(tx, auth.companyId, body.job).catch((error: unknown) => {
          if (error instanceof AppError && error.fieldErrors)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: prefixed('job', error.fieldErrors) });
          throw error;
        });
        await assertDeploymentsValid(tx, auth.companyId, body.deployments, 'deployments');
        await assertUnique(tx, auth.companyId, values, { job: 'job.', personal: 'personal.' });
        const now = clock.now();
        const employeeId = await repo.insertEmployee(tx, {
          companyId: auth.companyId,
          ...values,
          others: custom.others,
          createdAt: now,
          updatedAt: now,
        });
        await repo.replaceDeployments(
          tx,
          auth.companyId,
          employeeId,
          body.deployments.map((deployment) => ({ ...deployment, from: deployment.from, to: deployment.to })),
        );
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
        return employeeId;
      });
      return { id };
    },

    /** Power edit: the same reach and field levels as saving one record's job section, many records in one transaction. */
    async saveJobRows(
      auth: RequestAuth,
      actor: Actor,
      rows: readonly PowerEditRow[],
    ): Promise<{ rows: { id: string; version: number }[] }> {
      assertRowsWritable(rows, await levelsFor(auth));
      const reach = await reachFor(auth, 'edit');
      const saved = await tenant(auth.companyId, async (tx) => {
        const company = await repo.companyFacts(tx, auth.companyId);
        return saveJobRows(tx, {
          actor,
          companyId: auth.companyId,
          rows,
          reach,
          today: todayOf(company.timezone),
          countryCode: company.countryCode,
          now: clock.now(),
        });
      });
      return { rows: saved };
    },

    async brief(auth: RequestAuth, employeeId: string): Promise<EmployeeBrief> {
      const levels = (await levelsFor(auth))(employeeId);
      const canArchive =
        (await reachFor(auth, 'edit')).kind !== 'none' && (await deps.access.accessOf(auth)).menuGrants.employeeList === 'edit';
      const { employee, jobTitle, department, photo } = await tenant(auth.companyId, async (tx) => ({
        ...(await reachable(tx, auth, employeeId, 'view')),
        photo: await repo.hasPhoto(tx, auth.companyId, employeeId),
      }));
      return {
        id: employee.id,
        employmentNumber: employee.employmentNumber,
        fullName: fullName(employee.firstName, employee.lastName),
        jobTitle: levels.jobTitleId !== 'none' ? jobTitle : null,
        department: levels.departmentId !== 'none' ? department : null,
        hiringDate: levels.hiringDate !== 'none' ? employee.hiringDate : null,
        cessationDate: employee.cessationDate,
        version: employee.version,
        self: employee.id === auth.employeeId,
        canArchive: canArchive && employee.id !== auth.employeeId,
        hasPhoto: photo && levels.photo !== 'none',
      };
    },

    personal: (auth: RequestAuth, employeeId: string) => readSection(auth, employeeId, 'personal'),
    /** The job section, with the manager named as pickers name them (the caller may have no list of employees to look the id up in). */
    async job(auth: RequestAuth, employeeId: string) {
      const read = await readSection(auth, employeeId, 'job');
      // Only when the caller sees the field: the projected values leave it out otherwise.
      const manager =
        typeof read.values.managerId === 'string'
          ? await tenant(auth.companyId, (tx) => repo.managerOf(tx, auth.companyId, employeeId))
          : null;
      return {
        ...read,
        manager: manager && { id: manager.id, text: optionText(manager.employmentNumber, fullName(manager.firstName, manager.lastName)) },
      };
    },
    payment: (auth: RequestAuth, employeeId: string) => readSection(auth, employeeId, 'payment'),
    savePersonal: (auth: RequestAuth, actor: Actor, body: { id: string; version: number } & Record<string, unknown>) =>
      saveSection(auth, actor, 'personal', body),
    saveJob: (auth: RequestAuth, actor: Actor, body: { id: string; version: number } & Record<string, unknown>) =>
      saveSection(auth, actor, 'job', body),
    savePayment: (auth: RequestAuth, actor: Actor, body: { id: string; version: number } & Record<string, unknown>) =>
      saveSection(auth, actor, 'payment', body),

    async deployments(auth: RequestAuth, employeeId: string) {
      const level = await levelOf(auth, employeeId, 'deployments');
      return tenant(auth.companyId, async (tx) => {
        const { employee } = await reachable(tx, auth, employeeId, 'view');
        const rows = level === 'none' ? [] : await repo.deploymentsOf(tx, auth.companyId, employeeId);
        return { version: employee.version, level, deployments: rows.map((row) => ({ ...row, locationId: row.locationId ?? '' })) };
      });
    },

    async saveDeployments(auth: RequestAuth, actor: Actor, body: { id: string; version: number; deployments: Deployment[] }) {
      return tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, body.id, 'edit');
        await assertFieldEditable(auth, body.id, 'deployments');
        await assertDeploymentsValid(tx, auth.companyId, body.deployments, 'deployments');
        const before = await repo.deploymentsOf(tx, auth.companyId, body.id);
        const saved = await repo.updateEmployee(tx, auth.companyId, {
          id: body.id,
          expectedVersion: body.version,
          changes: { updatedAt: clock.now() },
        });
        if (saved === null) throw versionConflict();
        await repo.replaceDeployments(tx, auth.companyId, body.id, body.deployments);
        const summary = (rows: readonly { contractId: string; locationId: string | null; from: string | null; to: string | null }[]) =>
          rows.map((row) => ({ contractId: row.contractId, locationId: row.locationId, from: row.from, to: row.to }));
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

    async family(auth: RequestAuth, employeeId: string) {
      const level = await levelOf(auth, employeeId, 'family');
      return tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, employeeId, 'view');
        const members = level === 'none' ? [] : await repo.familyOf(tx, auth.companyId, employeeId);
        return { level, members: members.map(toFamilyMember) };
      });
    },

    async addFamilyMember(auth: RequestAuth, actor: Actor, body: FamilyInput & { employeeId: string }) {
      return tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, body.employeeId, 'edit');
        await assertFieldEditable(auth, body.employeeId, 'family');
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
        await reachable(tx, auth, employeeId, 'edit');
        await assertFieldEditable(auth, employeeId, 'family');
        const before = await repo.findFamilyMember(tx, auth.companyId, employeeId, id);
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

    async removeFamilyMember(auth: RequestAuth, actor: Actor, employeeId: string, memberId: string) {
      await tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, employeeId, 'edit');
        await assertFieldEditable(auth, employeeId, 'family');
        const before = await repo.findFamilyMember(tx, auth.companyId, employeeId, memberId);
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

    async photo(auth: RequestAuth, employeeId: string) {
      const row = await tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, employeeId, 'view');
        return (await levelOf(auth, employeeId, 'photo')) === 'none' ? undefined : repo.findPhoto(tx, auth.companyId, employeeId);
      });
      if (!row) throw notFound();
      return { name: `photo-${employeeId}`, contentType: row.contentType, content: row.content };
    },

    async savePhoto(auth: RequestAuth, actor: Actor, employeeId: string, body: { contentType: string; data: string }) {
      const content = Buffer.from(body.data, 'base64');
      const checked = validatePhoto({ mimeType: body.contentType, sizeBytes: content.length });
      const contentType = imageTypeOf(content);
      if (!checked.ok || !contentType)
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { photo: checked.ok || checked.error === 'NOT_IMAGE' ? 'validation:photoType' : 'validation:photoSize' },
        });
      await tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, employeeId, 'edit');
        await assertFieldEditable(auth, employeeId, 'photo');
        await repo.savePhoto(tx, { companyId: auth.companyId, employeeId, contentType, content, updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'set-photo',
          after: { contentType, bytes: content.length },
        });
      });
    },

    async removePhoto(auth: RequestAuth, actor: Actor, employeeId: string) {
      await tenant(auth.companyId, async (tx) => {
        await reachable(tx, auth, employeeId, 'edit');
        await assertFieldEditable(auth, employeeId, 'photo');
        await repo.deletePhoto(tx, auth.companyId, employeeId);
        await writeAudit(tx, actor, { entity: 'employee', entityId: employeeId, action: 'remove-photo' });
      });
    },

    async archive(auth: RequestAuth, actor: Actor, employeeId: string, body: { version: number; cessationDate: string }) {
      if (employeeId === auth.employeeId) throw new AppError('CANNOT_ARCHIVE_SELF');
      return tenant(auth.companyId, async (tx) => {
        const before = await reachable(tx, auth, employeeId, 'edit');
        if (before.employee.hiringDate && body.cessationDate < before.employee.hiringDate) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { cessationDate: 'validation:cessationBeforeHiring' } });
        }
        const saved = await repo.updateEmployee(tx, auth.companyId, {
          id: employeeId,
          expectedVersion: body.version,
          changes: { cessationDate: body.cessationDate, updatedAt: clock.now() },
        });
        if (saved === null) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'archive',
          before: { cessationDate: before.employee.cessationDate },
          after: { cessationDate: body.cessationDate },
        });
        return { version: saved };
      });
    },

    async restore(auth: RequestAuth, actor: Actor, employeeId: string, body: { version: number }) {
      return tenant(auth.companyId, async (tx) => {
        const before = await reachable(tx, auth, employeeId, 'edit');
        const saved = await repo.updateEmployee(tx, auth.companyId, {
          id: employeeId,
          expectedVersion: body.version,
          changes: { cessationDate: null, updatedAt: clock.now() },
        });
        if (saved === null) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'restore',
          before: { cessationDate: before.employee.cessationDate },
          after: { cessationDate: null },
        });
        return { version: saved };
      });
    },
  };
}

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

/** What the employee rules need to know of the company now: its "today" and its country. */
export async function newEmployeeContext(tx: Transaction, companyId: string, now: Date): Promise<{ today: string; countryCode: string }> {
  const company = await repo.companyFacts(tx, companyId);
  return { today: calendarDate(now, company.timezone), countryCode: company.countryCode };
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

function prefixed(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
