import type { EmployeeBrief, UpdateEmployeeBody, UpdateEmployeePassBody } from '@tenaga/contracts';
import { maskAccountNumber } from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { assertWritableFields, projectFields } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import { bankAccountOf, withoutBankFields, type BankChangeApproval } from './employees.bank-approval.ts';
import { changesBankAccount, type BankChangeNotice } from './employees.bank-change.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import { assertValid, type RecordChecks } from './employees.checks.ts';
import type { LinkChecks } from './employees.links.ts';
import { assertRowsWritable, saveJobRows, type PowerEditRow } from './employees.power-edit.ts';
import { auditView, recordValues, SECTION_FIELDS, sectionValues, withCompactIdentification, type Section } from './employees.record.ts';
import * as repo from './employees.repository.ts';
import { fullName, optionText } from './employees.rules.ts';
import { recordProblems } from './employees.validation.ts';

/** A field error of a whole-record save named under the section the field was sent in. */
function underSections(error: unknown, sections: Record<string, object>): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const sectionOf = (field: string) => Object.keys(sections).find((section) => field in sections[section]!);
  const named = Object.entries(error.fieldErrors).map(([field, message]) => {
    const section = sectionOf(field);
    return [section ? `${section}.${field}` : field, message] as const;
  });
  return new AppError(error.code, { fieldErrors: Object.fromEntries(named), values: error.values, cause: error });
}

/** A section's save: its record and version, and the fields sent. */
type SectionBody = { id: string; version: number } & Record<string, unknown>;

/** The profile: its header (brief) and its personal, job and payment sections, read and saved each on its own; power edit of job fields. */
export function createEmployeeSections(deps: {
  tenant: TenantRunner;
  clock: Clock;
  caller: CallerAccess;
  checks: RecordChecks;
  links: Pick<LinkChecks, 'existingLinks'>;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  bankChange: BankChangeNotice;
  bankApproval: Pick<BankChangeApproval, 'request'>;
}) {
  const { tenant, clock, caller, checks } = deps;
  const todayOf = (timezone: string) => calendarDate(clock.now(), timezone);

  async function readSection(auth: RequestAuth, input: { employeeId: string; section: Section }) {
    const { employeeId, section } = input;
    const levels = (await caller.levelsFor(auth))(employeeId);
    const row = await tenant(auth.companyId, (tx) => caller.reachable(tx, auth, { employeeId, level: 'view' }));
    const fields = SECTION_FIELDS[section];
    const sectionLevels = Object.fromEntries(fields.map((field) => [field, levels[field] ?? 'none']));
    const values = projectFields(sectionLevels, sectionValues(row.employee, section));
    // Whoever may see an account number but not change it reads its last 4 digits only.
    if (sectionLevels.accountNumber === 'view' && typeof values.accountNumber === 'string')
      values.accountNumber = maskAccountNumber(values.accountNumber);
    return { version: row.employee.version, values, levels: sectionLevels };
  }

  /** Saves the fields sent under the record's version: `action` names the change in the audit trail. */
  async function saveFields(auth: RequestAuth, actor: Actor, input: { action: string; checkLinks: boolean; body: SectionBody }) {
    const { id, version, ...changes } = input.body;
    const typed = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    assertWritableFields((await caller.levelsFor(auth))(id), typed);
    return tenant(auth.companyId, async (tx) => {
      const before = await caller.reachable(tx, auth, { employeeId: id, level: 'edit' });
      const sent = withCompactIdentification(typed, typed.identificationType ?? before.employee.identificationType);
      const company = await companyProfile(tx, auth.companyId);
      const merged = { ...recordValues(before.employee), ...sent };
      assertValid(recordProblems(merged, { today: todayOf(company.timezone), countryCode: company.countryCode, only: Object.keys(sent) }));
      if (input.checkLinks) await checks.assertLinksExist(tx, auth.companyId, sent);
      if (sent.managerId === id) throw new AppError('VALIDATION_FAILED', { fieldErrors: { managerId: 'validation:invalidOption' } });
      await checks.assertUnique(tx, auth.companyId, {
        values: {
          employmentNumber: sent.employmentNumber as string | undefined,
          identificationType: merged.identificationType as string,
          identificationNumber: merged.identificationNumber as string,
        },
        fieldPrefix: { job: '', personal: '' },
        exceptId: id,
      });
      // One's own bank account change waits for approval where the company chose so; HR's never does.
      const own = id === auth.employeeId;
      const bankChangePending = own && company.bankChangeApproval && changesBankAccount(before.employee, merged);
      const applied = bankChangePending ? withoutBankFields(sent) : sent;
      let saved = version;
      if (!bankChangePending || Object.keys(applied).length > 0) {
        const written = await repo.updateEmployee(tx, auth.companyId, {
          id,
          expectedVersion: version,
          changes: { ...applied, updatedAt: clock.now() },
        });
        if (written === null) throw versionConflict();
        saved = written;
        const after = (await repo.findEmployee(tx, auth.companyId, id))!;
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: id,
          action: input.action,
          ...changedFields(auditView(before.employee), auditView(after.employee)),
        });
        if (own && changesBankAccount(before.employee, after.employee))
          await deps.bankChange(tx, { companyId: auth.companyId, actorUserId: auth.userId, employee: after.employee, now: clock.now() });
      } else if (before.employee.version !== version) throw versionConflict();
      if (bankChangePending)
        await deps.bankApproval.request(tx, {
          auth,
          actor,
          employeeId: id,
          current: bankAccountOf(before.employee),
          requested: bankAccountOf(merged),
        });
      return { version: saved, bankChangePending };
    });
  }

  const saveSection = (auth: RequestAuth, actor: Actor, input: { section: Section; body: SectionBody }) =>
    saveFields(auth, actor, { action: `update-${input.section}`, checkLinks: input.section === 'job', body: input.body });

  return {
    async brief(auth: RequestAuth, employeeId: string): Promise<EmployeeBrief> {
      const levels = (await caller.levelsFor(auth))(employeeId);
      const canArchive =
        (await caller.reachFor(auth, 'edit')).kind !== 'none' && (await deps.access.accessOf(auth)).menuGrants.employeeList === 'edit';
      const { employee, jobTitle, department, photo } = await tenant(auth.companyId, async (tx) => ({
        ...(await caller.reachable(tx, auth, { employeeId, level: 'view' })),
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

    personal: (auth: RequestAuth, employeeId: string) => readSection(auth, { employeeId, section: 'personal' }),
    /** The job section, with the manager named as pickers name them (the caller may have no list of employees to look the id up in). */
    async job(auth: RequestAuth, employeeId: string) {
      const read = await readSection(auth, { employeeId, section: 'job' });
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
    payment: (auth: RequestAuth, employeeId: string) => readSection(auth, { employeeId, section: 'payment' }),
    savePersonal: async (auth: RequestAuth, actor: Actor, body: SectionBody) => ({
      version: (await saveSection(auth, actor, { section: 'personal', body })).version,
    }),
    saveJob: async (auth: RequestAuth, actor: Actor, body: SectionBody) => ({
      version: (await saveSection(auth, actor, { section: 'job', body })).version,
    }),
    /** The payment section; one's own bank account change may wait for approval instead (`bankChangePending`). */
    savePayment: (auth: RequestAuth, actor: Actor, body: SectionBody) => saveSection(auth, actor, { section: 'payment', body }),

    /** `PUT employees`: the sections sent, saved together; a field's error is named under its section ('job.managerId'). */
    async saveRecord(auth: RequestAuth, actor: Actor, body: UpdateEmployeeBody) {
      const { id, version, personal = {}, job = {}, payment = {} } = body;
      try {
        return await saveFields(auth, actor, {
          action: 'update',
          checkLinks: Object.keys(job).length > 0,
          body: { id, version, ...personal, ...job, ...payment },
        });
      } catch (error) {
        throw underSections(error, { personal, job, payment });
      }
    },
    /** `PUT employees/obtained`: the pass held and the date obtained, as the personal section's level allows. */
    savePass: async (auth: RequestAuth, actor: Actor, body: UpdateEmployeePassBody) => ({
      version: (await saveFields(auth, actor, { action: 'update-pass', checkLinks: false, body })).version,
    }),

    /** Power edit: the same reach and field levels as saving one record's job section, many records in one transaction. */
    async saveJobRows(
      auth: RequestAuth,
      actor: Actor,
      rows: readonly PowerEditRow[],
    ): Promise<{ rows: { id: string; version: number }[] }> {
      assertRowsWritable(rows, await caller.levelsFor(auth));
      const reach = await caller.reachFor(auth, 'edit');
      const saved = await tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        return saveJobRows(tx, {
          actor,
          companyId: auth.companyId,
          rows,
          reach,
          today: todayOf(company.timezone),
          countryCode: company.countryCode,
          now: clock.now(),
          links: deps.links,
        });
      });
      return { rows: saved };
    },
  };
}
