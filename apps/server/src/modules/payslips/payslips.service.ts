import {
  PayslipSettingBodySchema,
  PayslipTemplateBodySchema,
  RELEASED_PAYRUN_STATUSES,
  menuAccess,
  type EmployeePayslip,
  type PayslipSetting,
  type PayslipSettingBody,
  type PayslipTemplate,
  type PayslipTemplateBody,
} from '@tenaga/contracts';
import type { Readable } from 'node:stream';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { fullName } from '../../lib/names.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { PayrunsService } from '../payruns/index.ts';
import { payslipPdf, payslipsPdfStream, type PayslipDocument } from './payslip.pdf.ts';
import * as repo from './payslips.repository.ts';
import { isLanguage, payslipFileName, payslipLanguage, payslipPassword } from './payslips.rules.ts';

export interface PayslipsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<AccessService, 'authorize'>;
  payruns: Pick<PayrunsService, 'payslipDocuments' | 'payslipsOfEmployee'>;
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

  /** The caller's own record, or anyone's with the payrun menu; anything else is not there (404). */
  async function assertReaches(auth: RequestAuth, employeeId: string): Promise<{ hr: boolean }> {
    const hr = await isPayrunReader(auth);
    if (!hr && auth.employeeId !== employeeId) throw notFound();
    const exists = await tenant(auth.companyId, (tx) => repo.employeeExists(tx, auth.companyId, employeeId));
    if (!exists) throw notFound();
    return { hr };
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
    const logo = settings.showLogo ? await deps.logo(companyId) : null;
    const logoUrl = logo ? `data:${logo.contentType};base64,${logo.content.toString('base64')}` : null;
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
    return { run: found.run, settings, documents };
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

    /** An employee's payslips of runs approved or later. */
    async employeePayslips(auth: RequestAuth, employeeId: string): Promise<EmployeePayslip[]> {
      await assertReaches(auth, employeeId);
      const rows = await deps.payruns.payslipsOfEmployee(auth.companyId, employeeId, RELEASED_PAYRUN_STATUSES);
      return rows.map((row) => ({ ...row, currency: row.currency as EmployeePayslip['currency'] }));
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

    /** Every payslip of a run in one PDF (HR's), a page per person in the summary's order, streamed. */
    async runPayslipsPdf(auth: RequestAuth, payrunId: string): Promise<{ name: string; contentType: string; content: Readable }> {
      const { run, documents } = await documentsOf(auth.companyId, payrunId, null);
      if (run.status !== 'calculated' && !RELEASED.has(run.status)) throw notFound();
      const ordered = documents.sort((a, b) =>
        (a.person.employmentNumber ?? '') < (b.person.employmentNumber ?? '')
          ? -1
          : (a.person.employmentNumber ?? '') > (b.person.employmentNumber ?? '')
            ? 1
            : a.person.id < b.person.id
              ? -1
              : 1,
      );
      const content = await payslipsPdfStream(
        ordered.map((entry) => entry.document),
        deps.translate,
      );
      return { name: `payslips-${run.period}.pdf`, contentType: 'application/pdf', content };
    },
  };
}

export type PayslipsService = ReturnType<typeof createPayslipsService>;
