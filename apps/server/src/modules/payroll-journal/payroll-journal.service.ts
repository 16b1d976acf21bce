import {
  JOURNAL_CLAIMS_CODE,
  JOURNAL_PRODUCT_CODES,
  type Currency,
  type ExportFormat,
  type JournalSettings,
  type JournalSettingsFields,
  type Language,
  type PayrunJournal,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet } from '../../lib/spreadsheet.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { employeeIdsReached, payslipReach } from '../payruns/index.ts';
import * as repo from './payroll-journal.repository.ts';
import {
  buildJournal,
  DEFAULT_JOURNAL_SETTINGS,
  duplicateCodes,
  EXPORTABLE_STATUSES,
  FINAL_STATUSES,
  journalFileName,
} from './payroll-journal.rules.ts';

export interface PayrollJournalServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<ModuleServices['access'], 'accessOf'>;
}

/** The audit trail's names for the settings and for an export. */
export const SETTINGS_ENTITY = 'payroll-journal-settings';
export const EXPORT_ENTITY = 'payroll-journal';

const fieldsOf = (row: repo.JournalSettingsRow | undefined): JournalSettingsFields =>
  row
    ? {
        dimension: row.dimension,
        earningAccount: row.earningAccount,
        deductionAccount: row.deductionAccount,
        employerAccount: row.employerAccount,
        employerPayableAccount: row.employerPayableAccount,
        netPayAccount: row.netPayAccount,
        accounts: row.accounts,
      }
    : DEFAULT_JOURNAL_SETTINGS;

/** A product line's label is the payrun's i18n key; claims are one code of this module's. */
const productLabel = (code: string) => (code === JOURNAL_CLAIMS_CODE ? 'payrollJournal:codes.claims' : `payruns:lines.${code}`);

/** The payroll journal: the company's accounts (audited, versioned) and each run as accounting entries. */
export function createPayrollJournalService({ tenant, clock, translate, access }: PayrollJournalServiceDeps) {
  async function settingsOf(tx: Transaction, companyId: string): Promise<JournalSettings> {
    const row = await repo.settings(tx, companyId);
    const policies = await repo.payItemPolicyCodes(tx, companyId);
    return {
      ...fieldsOf(row),
      version: row?.version ?? 0,
      knownCodes: [
        ...JOURNAL_PRODUCT_CODES.map(([code, kind]) => ({ code, label: productLabel(code), kind })),
        ...policies.map((policy) => ({
          code: `item.${policy.id}`,
          label: policy.name,
          kind: policy.kind === 'deduction' ? ('deduction' as const) : ('earning' as const),
        })),
      ],
    };
  }

  /** The run as the caller reaches it: everyone's lines, or their team's or their own (the payrun summary's scope). */
  async function journalOf(auth: RequestAuth, tx: Transaction, id: string) {
    const run = await repo.findRun(tx, auth.companyId, id);
    if (!run) throw notFound();
    const { dataScope } = await access.accessOf(auth);
    const reach = payslipReach({ payrunReader: true, dataScope, employeeId: auth.employeeId });
    const employeeIds = await employeeIdsReached(tx, auth.companyId, reach);
    const settings = fieldsOf(await repo.settings(tx, auth.companyId));
    const scope = { payrunId: run.id, dimension: settings.dimension, employeeIds };
    const [sums, nets] = [await repo.lineSums(tx, auth.companyId, scope), await repo.netSums(tx, auth.companyId, scope)];
    const centreIds = [...new Set([...sums, ...nets].flatMap((row) => (row.costCentreId ? [row.costCentreId] : [])))];
    const costCentres = await repo.costCentreNames(tx, auth.companyId, settings.dimension, centreIds);
    const productCodes = new Set<string>(JOURNAL_PRODUCT_CODES.map(([code]) => code));
    const labelled = sums.map((sum) => (productCodes.has(sum.code) ? { ...sum, label: productLabel(sum.code) } : sum));
    const journal: PayrunJournal = {
      payrunId: run.id,
      period: run.period,
      status: run.status,
      currency: run.currency as Currency,
      dimension: settings.dimension,
      draft: !FINAL_STATUSES.includes(run.status),
      ...buildJournal({ settings, sums: labelled, nets, costCentres }),
    };
    return journal;
  }

  return {
    settings: (auth: RequestAuth) => tenant(auth.companyId, (tx) => settingsOf(tx, auth.companyId)),

    /** The settings saved whole: version 0 is the first save (a second first save meets the key: 409). */
    updateSettings: (auth: RequestAuth, actor: Actor, { version, ...fields }: JournalSettingsFields & { version: number }) =>
      tenant(auth.companyId, async (tx) => {
        const duplicates = duplicateCodes(fields.accounts);
        if (duplicates.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: Object.fromEntries(duplicates.map((index) => [`accounts.${index}.code`, 'payrollJournal:errors.duplicateCode'])),
          });
        }
        const before = await repo.settings(tx, auth.companyId);
        const now = clock.now();
        if (version === 0) {
          if (before) throw versionConflict();
          await repo.insertSettings(tx, { companyId: auth.companyId, ...fields, updatedAt: now });
          await writeAudit(tx, actor, { entity: SETTINGS_ENTITY, entityId: auth.companyId, action: 'create', after: fields });
        } else {
          const row = await repo.updateSettings(tx, auth.companyId, { expectedVersion: version, set: { ...fields, updatedAt: now } });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: SETTINGS_ENTITY,
            entityId: auth.companyId,
            action: 'update',
            ...changedFields(fieldsOf(before), fields),
          });
        }
        return settingsOf(tx, auth.companyId);
      }),

    journal: (auth: RequestAuth, id: string) => tenant(auth.companyId, (tx) => journalOf(auth, tx, id)),

    /**
     * The journal as a file. A run still calculating or failed has no journal to export; a
     * calculated one is exported named as a draft. The audit entry names the run and the format.
     */
    export: (auth: RequestAuth, actor: Actor, id: string, format: ExportFormat, language: Language): Promise<FileBody> =>
      tenant(auth.companyId, async (tx) => {
        const journal = await journalOf(auth, tx, id);
        if (!EXPORTABLE_STATUSES.includes(journal.status)) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { id: 'payrollJournal:errors.notCalculated' } });
        }
        const t = (key: string) => translate(language, `payrollJournal:${key}`);
        const header = [t('columns.costCentre'), t('columns.account'), t('columns.description'), t('columns.debit'), t('columns.credit')];
        // Amounts are exact decimal strings: text in CSV (never a float), numbers in xlsx cells so that sums work there.
        const cell = (amount: string) => (format === 'xlsx' ? Number(amount) : amount);
        const rows = [
          ...journal.lines.map((line) => [line.costCentre ?? '', line.account, line.description, cell(line.debit), cell(line.credit)]),
          [t('columns.total'), '', '', cell(journal.totals.debit), cell(journal.totals.credit)],
        ];
        const content = await writeSpreadsheet({
          format,
          sheetName: `${t('title')} ${journal.period}`,
          header,
          rows,
          widths: [24, 16, 32, 16, 16],
        });
        const name = journalFileName({ period: journal.period, status: journal.status, format });
        await writeAudit(tx, actor, {
          entity: EXPORT_ENTITY,
          entityId: journal.payrunId,
          action: 'generate',
          subject: name,
          after: { period: journal.period, status: journal.status, format },
        });
        return { name, contentType: SPREADSHEET_CONTENT_TYPES[format], content };
      }),
  };
}

export type PayrollJournalService = ReturnType<typeof createPayrollJournalService>;
