import {
  PAYSLIPS_EMAIL_JOB,
  PAYSLIPS_RUN_FILE_JOB,
  PAYSLIP_PDF_TYPE,
  PayslipSettingBodySchema,
  PayslipTemplateBodySchema,
  RELEASED_PAYRUN_STATUSES,
  menuAccess,
  type EmployeePayslip,
  type PayslipSetting,
  type PayslipSettingBody,
  type PayslipTemplate,
  type PayslipTemplateBody,
  type PayslipsEmailResult,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { fullName } from '../../lib/names.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import type { Mailer, OutgoingMail } from '../../plugins/mailer.ts';
import type { AccessService } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { PayrunsService } from '../payruns/index.ts';
import { payslipPdf, type PayslipDocument } from './payslip.pdf.ts';
import { payslipMail, type EmailPayload } from './payslips.mail.ts';
import * as repo from './payslips.repository.ts';
import { isLanguage, payslipFileName, payslipLanguage, payslipPassword } from './payslips.rules.ts';
import { employeeIdsReached, employeeReached, payslipReach, type PayslipReach } from '../payruns/index.ts';

export interface PayslipsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<AccessService, 'authorize' | 'accessOf'>;
  payruns: Pick<PayrunsService, 'get' | 'payslipDocuments' | 'payslipsOfEmployee'>;
  jobs: Pick<JobRunner, 'enqueue'>;
  mailer: Mailer;
  /** The company's logo (PNG or JPEG), when it has one. */
  logo: (companyId: string) => Promise<{ contentType: string; content: Buffer } | null>;
}

const DEFAULT_SETTING = PayslipSettingBodySchema.parse({});
const DEFAULT_TEMPLATE = PayslipTemplateBodySchema.parse({});
type Settings = PayslipSettingBody & PayslipTemplateBody & { version: number };

function settingsFrom(row: repo.PayslipSettingsRow | undefined): Settings {
  if (!row) return { ...DEFAULT_SETTING, ...DEFAULT_TEMPLATE, version: 0 };
  return {
    language: row.language as Settings['language'],
    protection: row.protection as Settings['protection'],
    showEmployerContributions: row.showEmployerContributions,
    showYtd: row.showYtd,
    showSummary: row.showSummary,
    showLogo: row.showLogo,
    showAddress: row.showAddress,
    version: row.version,
  };
}

const RELEASED: ReadonlySet<string> = new Set(RELEASED_PAYRUN_STATUSES);

/** Mails per transaction: a payslip PDF is tens of kilobytes, so a batch holds a few megabytes. */
const EMAIL_BATCH = 50;

/** What the run file's job is given: the run, who asked, and whose payslips they reached when they asked. */
export interface RunFilePayload {
  readonly payrunId: string;
  readonly userId: string;
  readonly reach: PayslipReach;
}

/** The summary's order: by employment number, then by id (numbers may repeat or be missing). */
function byEmploymentNumber(a: { employmentNumber: string | null; id: string }, b: { employmentNumber: string | null; id: string }) {
  const [left, right] = [a.employmentNumber ?? '', b.employmentNumber ?? ''];
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

/** Payslips: the company's setting and template, and the payrun's payslips as PDF documents. */
export function createPayslipsService(deps: PayslipsServiceDeps) {
  const { tenant, clock } = deps;

  async function settingsOf(companyId: string): Promise<Settings> {
    return settingsFrom(await tenant(companyId, (tx) => repo.findSettings(tx, companyId)));
  }

  /** Saves one part of the settings (the other part kept as it is), audited in the same transaction. */
  async function savePart<P extends Partial<Settings>>(actor: Actor, entity: string, values: P, version: number) {
    return tenant(actor.companyId, async (tx) => {
      const { version: current, ...before } = settingsFrom(await repo.findSettings(tx, actor.companyId));
      if (current !== version) throw versionConflict();
      const saved = await repo.saveSettings(tx, {
        companyId: actor.companyId,
        expectedVersion: version,
        values: { ...before, ...values },
        now: clock.now(),
      });
      if (!saved) throw versionConflict();
      const picked = Object.fromEntries(Object.keys(values).map((key) => [key, before[key as keyof typeof before]])) as Partial<P>;
      await writeAudit(tx, actor, {
        entity,
        entityId: actor.companyId,
        action: version === 0 ? 'create' : 'update',
        ...changedFields(picked as Record<string, unknown>, values as Record<string, unknown>),
      });
      return { ...values, version: saved.version };
    });
  }

  /** Whether the caller reaches everyone's payslips (the payrun menu), not only their own. */
  async function isPayrunReader(auth: RequestAuth): Promise<boolean> {
    try {
      await deps.access.authorize(auth, menuAccess('payrun', 'view'));
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
      throw error;
    }
  }

  /** Whose payslips the caller reaches (payslipReach), and whether through the payrun menu. */
  async function reachOf(auth: RequestAuth): Promise<{ reach: PayslipReach; payrunReader: boolean }> {
    const payrunReader = await isPayrunReader(auth);
    const { dataScope } = await deps.access.accessOf(auth);
    return { reach: payslipReach({ payrunReader, dataScope, employeeId: auth.employeeId }), payrunReader };
  }

  /** The employee when the caller reaches them (their own record, or within the payrun menu's scope); anyone else is not there (404). */
  async function assertReaches(auth: RequestAuth, employeeId: string): Promise<{ hr: boolean }> {
    const { reach, payrunReader } = await reachOf(auth);
    const reached = await tenant(auth.companyId, (tx) => employeeReached(tx, auth.companyId, { employeeId, reach }));
    if (!reached) throw notFound();
    return { hr: payrunReader };
  }

  /** The documents of a run's payslips (some people or all), each in its language, with the company's template. */
  async function documentsOf(companyId: string, payrunId: string, employeeIds: readonly string[] | null) {
    const found = await deps.payruns.payslipDocuments(companyId, payrunId, employeeIds);
    if (!found) throw notFound();
    const settings = await settingsOf(companyId);
    const { company, people } = await tenant(companyId, async (tx) => ({
      company: await companyProfile(tx, companyId),
      people: await repo.employeeFacts(
        tx,
        companyId,
        found.payslips.map((slip) => slip.employeeId),
      ),
    }));
    const logoFile = settings.showLogo ? await deps.logo(companyId) : null;
    const logoUrl = logoFile ? `data:${logoFile.contentType};base64,${logoFile.content.toString('base64')}` : null;
    const regionLanguage = isLanguage(company.language) ? company.language : 'en';
    const byId = new Map(people.map((person) => [person.id, person]));
    const documents = found.payslips.flatMap((slip) => {
      const person = byId.get(slip.employeeId);
      if (!person) return [];
      const language = payslipLanguage(settings.language, person.language, company.language);
      const label = (raw: string) => (raw.startsWith('payruns:lines.') ? deps.translate(language, raw) : raw);
      const document: PayslipDocument = {
        language,
        period: found.run.period,
        run:
          found.run.kind && found.run.kind !== 'regular'
            ? [
                deps.translate(language, `payruns:runKinds.${found.run.kind}`),
                ...(found.run.name && found.run.name !== found.run.kind ? [found.run.name] : []),
              ].join(' · ')
            : null,
        currency: found.run.currency,
        company: {
          name: company.name,
          address: settings.showAddress ? company.address : null,
          logo: logoUrl,
          regionLanguage,
        },
        employee: {
          name: fullName(person.firstName, person.lastName),
          employmentNumber: person.employmentNumber,
          department: person.department,
          jobTitle: person.jobTitle,
        },
        gross: slip.gross,
        deductions: slip.deductions,
        net: slip.net,
        employerContributions: slip.employerContributions,
        lines: slip.lines.map((line) => ({ label: label(line.label), kind: line.kind, amount: line.amount })),
        ytd: settings.showYtd ? slip.ytd : null,
        showSummary: settings.showSummary,
        showEmployerContributions: settings.showEmployerContributions,
        draft: !RELEASED.has(found.run.status),
      };
      return [{ document, person }];
    });
    return { run: found.run, settings, documents, logo: logoUrl };
  }

  return {
    async setting(auth: RequestAuth): Promise<PayslipSetting> {
      const { language, protection, version } = await settingsOf(auth.companyId);
      return { language, protection, version };
    },

    async saveSetting(actor: Actor, body: PayslipSettingBody & { version: number }): Promise<PayslipSetting> {
      const { version, ...values } = body;
      return savePart(actor, 'payslipSetting', values, version);
    },

    async template(auth: RequestAuth): Promise<PayslipTemplate> {
      const { language: _language, protection: _rule, ...template } = await settingsOf(auth.companyId);
      return template;
    },

    async saveTemplate(actor: Actor, body: PayslipTemplateBody & { version: number }): Promise<PayslipTemplate> {
      const { version, ...values } = body;
      return savePart(actor, 'payslipTemplate', values, version);
    },

    /** An employee's payslips of runs approved or later, each with the password rule its PDF opens with. */
    async employeePayslips(auth: RequestAuth, employeeId: string): Promise<EmployeePayslip[]> {
      await assertReaches(auth, employeeId);
      const rows = await deps.payruns.payslipsOfEmployee(auth.companyId, employeeId, RELEASED_PAYRUN_STATUSES);
      const { protection } = await settingsOf(auth.companyId);
      return rows.map((row) => ({ ...row, currency: row.currency as EmployeePayslip['currency'], protection }));
    },

    /**
     * One person's payslip as a PDF with the company's password rule. The employee gets their own
     * of a run approved or later; HR anyone's, a calculated run too (marked as a preview).
     */
    async employeePayslipPdf(auth: RequestAuth, input: { employeeId: string; payrunId: string }) {
      const { hr } = await assertReaches(auth, input.employeeId);
      const { run, settings, documents } = await documentsOf(auth.companyId, input.payrunId, [input.employeeId]);
      const released = RELEASED.has(run.status);
      if (!released && !(hr && run.status === 'calculated')) throw notFound();
      const [only] = documents;
      if (!only) throw notFound();
      const password = payslipPassword(settings.protection, only.person);
      if (!password.ok)
        throw new AppError('PAYSLIP_PASSWORD_MISSING', { fieldErrors: { [password.missing]: 'errors:PAYSLIP_PASSWORD_MISSING' } });
      const content = await payslipPdf(only.document, deps.translate, password.password);
      return { name: payslipFileName(run.period, only.person.employmentNumber), contentType: 'application/pdf', content };
    },

    /**
     * Queues the file of a run's payslips (one PDF, those the caller reaches): the same run asked
     * again by the same person while it is written is the same job.
     */
    async startRunFile(auth: RequestAuth, payrunId: string): Promise<{ jobId: string }> {
      const run = await deps.payruns.get(auth, payrunId);
      if (run.status !== 'calculated' && !RELEASED.has(run.status)) throw notFound();
      const { reach } = await reachOf(auth);
      const payload: RunFilePayload = { payrunId, userId: auth.userId, reach };
      const jobId = await tenant(auth.companyId, (tx) =>
        deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: PAYSLIPS_RUN_FILE_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `payslips-file:${payrunId}:${auth.userId}`,
        }),
      );
      return { jobId };
    },

    /**
     * Queues the mailing of a run's payslips (approved or later) to the employees the sender
     * reaches; a run mailed before is mailed again only when asked to (`again`, after HR confirmed).
     */
    async startEmail(actor: Actor, auth: RequestAuth, input: { payrunId: string; again: boolean }): Promise<{ jobId: string }> {
      const run = await deps.payruns.get(auth, input.payrunId);
      if (!RELEASED.has(run.status)) throw new AppError('PAYRUN_STATUS');
      const { reach } = await reachOf(auth);
      const payload: EmailPayload = { payrunId: input.payrunId, actor, reach };
      const jobId = await tenant(auth.companyId, async (tx) => {
        if (!input.again && (await repo.anyEmailed(tx, auth.companyId, input.payrunId))) throw new AppError('PAYSLIPS_ALREADY_EMAILED');
        return deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: PAYSLIPS_EMAIL_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `payslips-email:${input.payrunId}`,
        });
      });
      return { jobId };
    },

    /**
     * The mailing job's work: one mail per employee with an address, in their payslip's language,
     * with the PDF /profile gives attached; a batch of mails and their payslips' sent time per
     * transaction, the audit entry (the counts) with the last.
     */
    async emailRun(
      companyId: string,
      payload: EmailPayload,
      onProgress: (done: number, total: number) => Promise<void>,
    ): Promise<PayslipsEmailResult> {
      const employeeIds = await tenant(companyId, (tx) => employeeIdsReached(tx, companyId, payload.reach));
      const { run, settings, documents } = await documentsOf(companyId, payload.payrunId, employeeIds);
      const company = await tenant(companyId, (tx) => companyProfile(tx, companyId));
      const sorted = documents.sort((a, b) => byEmploymentNumber(a.person, b.person));
      const notSent: PayslipsEmailResult['notSent'] = [];
      let sent = 0;
      for (let start = 0; start < sorted.length || start === 0; start += EMAIL_BATCH) {
        const batch = sorted.slice(start, start + EMAIL_BATCH);
        const mails: { employeeId: string; mail: OutgoingMail }[] = [];
        for (const { document, person } of batch) {
          const who = { employeeId: person.id, name: document.employee.name, employmentNumber: person.employmentNumber };
          const to = person.email?.trim();
          if (!to) {
            notSent.push({ ...who, reason: 'noEmail' });
            continue;
          }
          const password = payslipPassword(settings.protection, person);
          if (!password.ok) {
            notSent.push({ ...who, reason: 'noPassword' });
            continue;
          }
          const content = await payslipPdf(document, deps.translate, password.password);
          const mail = payslipMail(deps.translate, {
            language: document.language,
            period: run.period,
            name: document.employee.name,
            company: company.name,
            protection: settings.protection,
          });
          mails.push({
            employeeId: person.id,
            mail: {
              to,
              ...mail,
              // The mail tells the rule, never the password: nothing in it is secret.
              secrets: [],
              attachment: { name: payslipFileName(run.period, person.employmentNumber), contentType: PAYSLIP_PDF_TYPE, content },
            },
          });
        }
        const last = start + EMAIL_BATCH >= sorted.length;
        await tenant(companyId, async (tx) => {
          for (const { mail } of mails) await deps.mailer.queue(tx, companyId, mail);
          await repo.markEmailed(tx, companyId, { payrunId: run.id, employeeIds: mails.map((one) => one.employeeId), at: clock.now() });
          sent += mails.length;
          if (last)
            await writeAudit(tx, payload.actor, {
              entity: 'payrun',
              entityId: run.id,
              action: 'email_payslips',
              after: { payslipsEmailed: sent, payslipsNotEmailed: notSent.length },
            });
        });
        await onProgress(Math.min(sorted.length, start + EMAIL_BATCH), sorted.length);
      }
      return { sent, notSent };
    },

    /** The payslips of a run's file (the run file job): those the reach covers, in the summary's order; the logo apart. */
    async runFileDocuments(companyId: string, payload: RunFilePayload) {
      const employeeIds = await tenant(companyId, (tx) => employeeIdsReached(tx, companyId, payload.reach));
      const { run, documents, logo } = await documentsOf(companyId, payload.payrunId, employeeIds);
      return {
        run,
        logo,
        documents: documents
          .sort((a, b) => byEmploymentNumber(a.person, b.person))
          .map(({ document }) => ({ ...document, company: { ...document.company, logo: null } })),
      };
    },
  };
}

export type PayslipsService = ReturnType<typeof createPayslipsService>;
