import {
  CONTRACT_DOCUMENT_MAX_BYTES,
  CONTRACT_TYPES_BY_COUNTRY,
  GENERAL_CONTRACT_TYPES,
  KetsSettingBodySchema,
  ketsFormOf,
  LANGUAGES,
  NOTIFICATION_TYPES,
  type ContractType,
  type EmployeeKets,
  type EmploymentContract,
  type EmploymentContractBody,
  type EmploymentContractTerm,
  type FieldLevel,
  type KetsIssue,
  type KetsSetting,
  type KetsSettingBody,
  type Language,
  type NoticeUnit,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { cjkFontAvailable } from '../../lib/pdf-maker.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { rolesGranting } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import { employmentTermsFacts, workingEmployeesFacts } from '../employees/index.ts';
import { accountNames, approverAccounts } from '../users/index.ts';
import * as repo from './employment-terms.repository.ts';
import {
  contractProblems,
  dueReminders,
  ketsDueDate,
  ketsFields,
  ketsRequired,
  renewalProblems,
  type ReminderKind,
} from './employment-terms.rules.ts';
import { ketsPdf } from './kets.pdf.ts';

type Part = 'employmentContract' | 'kets';

const DEFAULT_SETTING: KetsSettingBody = KetsSettingBodySchema.parse({});

function toTerm(row: repo.ContractRow): EmploymentContractTerm {
  return {
    id: row.id,
    version: row.version,
    contractType: row.contractType as ContractType,
    startDate: row.startDate,
    endDate: row.endDate,
    probationEndDate: row.probationEndDate,
    confirmationDate: row.confirmationDate,
    noticeValue: row.noticeValue,
    noticeUnit: row.noticeUnit as NoticeUnit,
    notes: row.notes,
    renewalOf: row.renewalOf,
    document:
      row.documentName && row.documentType && row.document && row.documentUploadedAt
        ? { name: row.documentName, contentType: row.documentType, size: row.document.length, uploadedAt: row.documentUploadedAt.getTime() }
        : null,
    createdAt: row.createdAt.getTime(),
  };
}

/** A term as the audit trail keeps it: the document by name and size, never its bytes. */
const auditTerm = (term: EmploymentContractTerm) => ({ ...term, createdAt: undefined, version: undefined });

const toIssue = (row: Awaited<ReturnType<typeof repo.issuesOf>>[number]): KetsIssue => ({
  id: row.id,
  number: row.number,
  issueDate: row.issueDate,
  languages: row.languages as Language[],
  issuedBy: row.issuedByName,
  issuedAt: row.createdAt.getTime(),
});

/** The reminders' notification kinds, their i18n keys and the spec's notification type. */
export const REMINDERS: Record<ReminderKind, { kind: string; type: number }> = {
  contractEnd: { kind: 'employmentContractEnding', type: NOTIFICATION_TYPES.document },
  probationEnd: { kind: 'probationEnding', type: NOTIFICATION_TYPES.probation },
  ketsOverdue: { kind: 'ketsOverdue', type: NOTIFICATION_TYPES.document },
};

/**
 * Employment terms on an employee's record: the contract (current term and renewals, signed
 * document) and the written key employment terms with their issued versions; the company's
 * defaults for them; and the reminders of contracts and probations ending and terms not issued.
 */
export function createEmploymentTermsService(deps: {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<ModuleServices['access'], 'fieldLevelsOf'>;
  employees: Pick<ModuleServices['employees'], 'assertReaches'>;
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
}) {
  const { tenant, clock } = deps;

  async function levelOf(auth: RequestAuth, input: { employeeId: string; part: Part }): Promise<FieldLevel> {
    const scope = input.employeeId === auth.employeeId ? 'private' : 'public';
    return (await deps.access.fieldLevelsOf(auth, 'employee', scope))[input.part] ?? 'none';
  }

  /** The employee when the caller reaches them and may see (or change) this part; a hidden part reads as not found. */
  async function reachPart(tx: Transaction, auth: RequestAuth, input: { employeeId: string; part: Part; level: 'view' | 'edit' }) {
    await deps.employees.assertReaches(tx, auth, { employeeId: input.employeeId, level: input.level });
    const level = await levelOf(auth, input);
    if (level === 'none') throw notFound();
    if (input.level === 'edit' && level !== 'edit')
      throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { [input.part]: 'errors:fieldForbidden' } });
    return level;
  }

  async function settingOf(tx: Transaction, companyId: string): Promise<KetsSetting> {
    const row = await repo.findSetting(tx, companyId);
    return row
      ? { ...DEFAULT_SETTING, ...(row.values as Partial<KetsSettingBody>), version: row.version }
      : { ...DEFAULT_SETTING, version: 0 };
  }

  async function ketsOf(tx: Transaction, companyId: string, employeeId: string) {
    const facts = await employmentTermsFacts(tx, companyId, employeeId);
    if (!facts) throw notFound();
    const company = await companyProfile(tx, companyId);
    const [current] = await repo.contractTerms(tx, companyId, employeeId);
    const { version: _version, ...setting } = await settingOf(tx, companyId);
    const form = ketsFormOf(company.countryCode);
    const fields = ketsFields(form, {
      company: { name: company.name, currency: company.currency, address: company.address, industry: company.industry },
      employee: facts,
      contract: current
        ? {
            contractType: current.contractType as ContractType,
            startDate: current.startDate,
            endDate: current.endDate,
            probationEndDate: current.probationEndDate,
            noticeValue: current.noticeValue,
            noticeUnit: current.noticeUnit,
          }
        : null,
      setting,
    });
    const startDate = current?.startDate ?? facts.hiringDate;
    return {
      facts,
      company,
      form,
      fields,
      required: ketsRequired(setting, { employmentType: facts.employmentType, startDate }),
      startDate,
    };
  }

  function assertTerm(term: EmploymentContractBody) {
    const problems = contractProblems(term);
    if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
  }

  const termValues = (body: EmploymentContractBody, now: Date): repo.ContractValues => ({ ...body, updatedAt: now });

  return {
    async contract(auth: RequestAuth, employeeId: string): Promise<EmploymentContract> {
      return tenant(auth.companyId, async (tx) => {
        const level = await reachPart(tx, auth, { employeeId, part: 'employmentContract', level: 'view' });
        const company = await companyProfile(tx, auth.companyId);
        const terms = (await repo.contractTerms(tx, auth.companyId, employeeId)).map(toTerm);
        return {
          level,
          types: [...(CONTRACT_TYPES_BY_COUNTRY[company.countryCode] ?? GENERAL_CONTRACT_TYPES)],
          current: terms[0] ?? null,
          history: terms.slice(1),
        };
      });
    },

    /** Sets the first term, or changes the current one (named by id, at the version read). */
    async saveContract(
      auth: RequestAuth,
      actor: Actor,
      body: EmploymentContractBody & { employeeId: string; id?: string | undefined; version?: number | undefined },
    ) {
      const { employeeId, id, version, ...term } = body;
      assertTerm(term);
      return tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId, part: 'employmentContract', level: 'edit' });
        const now = clock.now();
        if (!id) {
          if (await repo.firstTermExists(tx, auth.companyId, employeeId)) throw versionConflict();
          const created = toTerm(
            await repo.insertTerm(tx, { companyId: auth.companyId, employeeId, renewalOf: null, values: termValues(term, now) }),
          );
          await writeAudit(tx, actor, {
            entity: 'employmentContract',
            entityId: created.id,
            action: 'create',
            after: { employeeId, ...auditTerm(created) },
          });
          return created;
        }
        const before = await repo.findTerm(tx, auth.companyId, { employeeId, id });
        if (!before) throw notFound();
        const saved = await repo.updateTerm(tx, {
          companyId: auth.companyId,
          employeeId,
          id,
          expectedVersion: version ?? -1,
          changes: termValues(term, now),
        });
        if (!saved) throw versionConflict();
        const after = toTerm(saved);
        await writeAudit(tx, actor, {
          entity: 'employmentContract',
          entityId: id,
          action: 'update',
          ...changedFields(auditTerm(toTerm(before)), auditTerm(after)),
        });
        return after;
      });
    },

    /** A new term after the current one; the current one stays as history. */
    async renewContract(auth: RequestAuth, actor: Actor, body: EmploymentContractBody & { employeeId: string }) {
      const { employeeId, ...term } = body;
      assertTerm(term);
      return tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId, part: 'employmentContract', level: 'edit' });
        const [current] = await repo.contractTerms(tx, auth.companyId, employeeId);
        if (!current) throw new AppError('VALIDATION_FAILED', { fieldErrors: { contractType: 'employmentTerms:nothingToRenew' } });
        const problems = renewalProblems(current, term);
        if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
        const created = toTerm(
          await repo.insertTerm(tx, {
            companyId: auth.companyId,
            employeeId,
            renewalOf: current.id,
            values: termValues(term, clock.now()),
          }),
        );
        await writeAudit(tx, actor, {
          entity: 'employmentContract',
          entityId: created.id,
          action: 'renew',
          after: { employeeId, ...auditTerm(created) },
        });
        return created;
      });
    },

    async uploadDocument(
      auth: RequestAuth,
      actor: Actor,
      input: { employeeId: string; termId: string; name: string; contentType: string; data: string },
    ) {
      const content = Buffer.from(input.data, 'base64');
      if (content.length === 0 || content.length > CONTRACT_DOCUMENT_MAX_BYTES)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: 'validation:documentSize' } });
      if (!matchesType(content, input.contentType))
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: 'validation:documentType' } });
      return tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId: input.employeeId, part: 'employmentContract', level: 'edit' });
        const before = await repo.findTerm(tx, auth.companyId, { employeeId: input.employeeId, id: input.termId });
        if (!before) throw notFound();
        const now = clock.now();
        const saved = await repo.updateTerm(tx, {
          companyId: auth.companyId,
          employeeId: input.employeeId,
          id: input.termId,
          expectedVersion: before.version,
          changes: {
            documentName: input.name,
            documentType: input.contentType,
            document: content,
            documentUploadedAt: now,
            updatedAt: now,
          },
        });
        if (!saved) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'employmentContract',
          entityId: input.termId,
          action: 'attach-document',
          before: before.documentName ? { name: before.documentName, bytes: before.document?.length ?? 0 } : null,
          after: { name: input.name, contentType: input.contentType, bytes: content.length },
        });
        return toTerm(saved);
      });
    },

    async document(auth: RequestAuth, input: { employeeId: string; termId: string }): Promise<FileBody> {
      return tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId: input.employeeId, part: 'employmentContract', level: 'view' });
        const term = await repo.findTerm(tx, auth.companyId, { employeeId: input.employeeId, id: input.termId });
        if (!term?.document || !term.documentName || !term.documentType) throw notFound();
        return { name: term.documentName, contentType: term.documentType, content: term.document };
      });
    },

    async setting(auth: RequestAuth): Promise<KetsSetting> {
      return tenant(auth.companyId, (tx) => settingOf(tx, auth.companyId));
    },

    async saveSetting(auth: RequestAuth, actor: Actor, body: KetsSettingBody & { version: number }): Promise<KetsSetting> {
      const { version, ...values } = body;
      return tenant(auth.companyId, async (tx) => {
        const { version: _before, ...before } = await settingOf(tx, auth.companyId);
        const saved = await repo.saveSetting(tx, { companyId: auth.companyId, expectedVersion: version, values, now: clock.now() });
        if (!saved) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'ketsSetting',
          entityId: auth.companyId,
          action: version === 0 ? 'create' : 'update',
          ...changedFields(before, values),
        });
        return { ...values, version: saved.version };
      });
    },

    async kets(auth: RequestAuth, employeeId: string): Promise<EmployeeKets> {
      return tenant(auth.companyId, async (tx) => {
        const level = await reachPart(tx, auth, { employeeId, part: 'kets', level: 'view' });
        const { form, fields, required, startDate } = await ketsOf(tx, auth.companyId, employeeId);
        const issues = (await repo.issuesOf(tx, auth.companyId, employeeId)).map(toIssue);
        return {
          level,
          form,
          required,
          dueDate: required && issues.length === 0 ? ketsDueDate(form, startDate) : null,
          fields,
          missing: fields.filter((field) => field.missing).map((field) => field.key),
          issues,
        };
      });
    },

    /** Issues the terms as they stand today: refused while an item the law requires is missing. */
    async issueKets(
      auth: RequestAuth,
      actor: Actor,
      input: { employeeId: string; issueDate: string; language: Language | null },
    ): Promise<KetsIssue> {
      if (input.language === 'zh' && !cjkFontAvailable()) throw new AppError('UNPROCESSABLE');
      return tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId: input.employeeId, part: 'kets', level: 'edit' });
        const { form, fields } = await ketsOf(tx, auth.companyId, input.employeeId);
        const missing = fields.filter((field) => field.missing).map((field) => field.key);
        if (missing.length)
          throw new AppError('KETS_INCOMPLETE', {
            fieldErrors: Object.fromEntries(missing.map((key) => [key, 'employmentTerms:missingField'])),
          });
        const languages: Language[] = ['en', ...(input.language && input.language !== 'en' ? [input.language] : [])];
        const issuedByName = auth.userId ? ((await accountNames(tx, auth.companyId, [auth.userId])).get(auth.userId) ?? null) : null;
        const row = await repo.insertIssue(tx, {
          companyId: auth.companyId,
          employeeId: input.employeeId,
          number: 0,
          form,
          issueDate: input.issueDate,
          languages,
          fields: fields.map(({ key, section, value }) => ({ key, section, value })),
          issuedBy: auth.userId,
          issuedByName,
        });
        await writeAudit(tx, actor, {
          entity: 'kets',
          entityId: row.id,
          action: 'issue',
          after: { employeeId: input.employeeId, number: row.number, issueDate: row.issueDate, languages },
        });
        return toIssue(row);
      });
    },

    async ketsPdf(auth: RequestAuth, input: { employeeId: string; issueId: string }): Promise<FileBody> {
      const issue = await tenant(auth.companyId, async (tx) => {
        await reachPart(tx, auth, { employeeId: input.employeeId, part: 'kets', level: 'view' });
        const row = await repo.findIssue(tx, auth.companyId, { employeeId: input.employeeId, id: input.issueId });
        if (!row) throw notFound();
        return row;
      });
      const languages = (issue.languages as string[]).filter((language): language is Language =>
        (LANGUAGES as readonly string[]).includes(language),
      );
      const content = await ketsPdf({ terms: { ...issue, form: ketsFormOf(issue.form) }, languages, translate: deps.translate });
      return { name: `kets-${issue.number}-${issue.issueDate}.pdf`, contentType: 'application/pdf', content };
    },

    /**
     * Tells HR (every account whose role reaches all employees and may change the employee list) of
     * contracts and probations about to end and of new hires whose terms are overdue: each once.
     * Runs for one company; the day is the company's.
     */
    async sendDueReminders(companyId: string): Promise<number> {
      return tenant(companyId, async (tx) => {
        const company = await companyProfile(tx, companyId);
        const today = calendarDate(clock.now(), company.timezone);
        const now = clock.now();
        const people = await workingEmployeesFacts(tx, companyId, { on: today });
        const terms = await repo.currentTerms(tx, companyId);
        const issued = await repo.issuedEmployeeIds(tx, companyId);
        const { version: _version, ...setting } = await settingOf(tx, companyId);
        const form = ketsFormOf(company.countryCode);
        let recipients: { id: string }[] | undefined;
        let sent = 0;
        for (const person of people) {
          const term = terms.get(person.employeeId);
          const startDate = term?.startDate ?? person.hiringDate;
          const required = ketsRequired(setting, { employmentType: person.employmentType, startDate });
          const due = dueReminders({
            today,
            contract: term
              ? {
                  contractType: term.contractType as ContractType,
                  endDate: term.endDate,
                  probationEndDate: term.probationEndDate,
                  confirmationDate: term.confirmationDate,
                }
              : null,
            kets: { required, dueDate: ketsDueDate(form, startDate), issued: issued.has(person.employeeId) },
          });
          for (const reminder of due) {
            if (
              !(await repo.claimReminder(tx, {
                companyId,
                employeeId: person.employeeId,
                kind: reminder.kind,
                dueDate: reminder.dueDate,
                now,
              }))
            )
              continue;
            recipients ??= await hrAccounts(tx, companyId);
            const { kind, type } = REMINDERS[reminder.kind];
            for (const recipient of recipients)
              await deps.notifications.notify(tx, {
                companyId,
                userId: recipient.id,
                kind,
                type,
                titleKey: `employmentTerms:reminders.${reminder.kind}.title`,
                bodyKey: `employmentTerms:reminders.${reminder.kind}.body`,
                values: { name: person.fullName, date: reminder.dueDate },
                path: `/employee/${person.employeeId}/profile#${reminder.kind === 'ketsOverdue' ? 'ketsDetail' : 'contractDetail'}`,
                now,
              });
            sent += 1;
          }
        }
        return sent;
      });
    },
  };
}

async function hrAccounts(tx: Transaction, companyId: string): Promise<{ id: string }[]> {
  const roleIds = await rolesGranting(tx, companyId, { menu: 'employeeList', level: 'edit' });
  const accounts = await Promise.all(roleIds.map((roleId) => approverAccounts(tx, companyId, { roleId })));
  return [...new Map(accounts.flat().map((account) => [account.id, account])).values()];
}

/** The upload is what it says it is (its first bytes), not only named so. */
function matchesType(content: Buffer, contentType: string): boolean {
  if (contentType === 'application/pdf') return content.subarray(0, 5).toString('latin1') === '%PDF-';
  if (contentType === 'image/png') return content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (contentType === 'image/jpeg') return content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff;
  return false;
}

export type EmploymentTermsService = ReturnType<typeof createEmploymentTermsService>;
