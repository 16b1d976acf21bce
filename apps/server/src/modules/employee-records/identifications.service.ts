import {
  IDENTIFICATION_DOCUMENT_TYPES,
  DOMAIN_COUNTRIES,
  identificationDocumentTypesFor,
  maskIdentificationNumber,
  validateIdentificationDocument,
  type DomainCountry,
} from '@tenaga/domain';
import {
  IDENTIFICATION_EXPIRY_REMINDER_DAYS,
  MAX_IDENTIFICATIONS,
  NOTIFICATION_TYPES,
  type EmployeeIdentifications,
  type FieldLevel,
  type Identification,
  type IdentificationBody,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { companyProfile } from '../companies/index.ts';
import { passExpiries, workingEmployeesFacts } from '../employees/index.ts';
import { hrAccounts, reachPart, type PartAccessDeps } from './employee-records.access.ts';
import * as repo from './employee-records.repository.ts';
import { addDays, documentDateProblems, documentStatus } from './employee-records.rules.ts';

export const IDENTIFICATION_EXPIRY_KIND = 'identificationExpiring';
/** The reminders' name for the pass on the personal section (the others are named by their identification's id). */
const PERSONAL_PASS = 'pass';

const TYPES = new Map(IDENTIFICATION_DOCUMENT_TYPES.map((type) => [type.id as string, type]));

/** What the audit trail keeps of a document: all but its row's bookkeeping. */
const auditView = (row: repo.IdentificationRow) => ({
  documentType: row.documentType,
  number: row.number,
  country: row.country,
  issueDate: row.issueDate,
  expiryDate: row.expiryDate,
  note: row.note,
});

/**
 * An employee's identification documents beside the record's own identification, each number
 * checked by its issuer's rule and held by one employee only; and the reminders before one expires.
 */
export function createIdentificationsService(
  deps: PartAccessDeps & {
    tenant: TenantRunner;
    clock: Clock;
    notifications: Pick<ModuleServices['notifications'], 'notify'>;
  },
) {
  const { tenant, clock } = deps;
  const part = 'identifications' as const;

  function toDocument(row: repo.IdentificationRow, view: { level: FieldLevel; masking: boolean; today: string }): Identification {
    const type = TYPES.get(row.documentType);
    return {
      id: row.id,
      version: row.version,
      documentType: row.documentType as Identification['documentType'],
      category: type?.category ?? 'identity',
      // spec §5: a company that masks identification numbers shows their last 4 characters to whoever may not change them.
      number: view.masking && view.level !== 'edit' ? maskIdentificationNumber(row.number) : row.number,
      country: row.country,
      issueDate: row.issueDate,
      expiryDate: row.expiryDate,
      note: row.note,
      status: documentStatus(row.expiryDate, view.today),
    };
  }

  /** The values to store: the number compact and checked, the country only where the document is of any country. */
  function checked(body: IdentificationBody, today: string): Omit<IdentificationBody, 'documentType'> & { documentType: string } {
    const type = TYPES.get(body.documentType)!;
    const errors: Record<string, string> = { ...documentDateProblems(body) };
    const result = validateIdentificationDocument({ type: body.documentType, value: body.number, today });
    if (!result.ok) errors.number = 'validation:identificationInvalid';
    const country = type.country === null ? body.country : null;
    if (type.country === null && !country) errors.country = 'validation:required';
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
    return { ...body, number: result.ok ? result.value : body.number, country };
  }

  async function assertFree(
    tx: Parameters<Parameters<TenantRunner>[1]>[0],
    companyId: string,
    input: { documentType: string; number: string; exceptId?: string },
  ) {
    if (await repo.identificationTaken(tx, companyId, input))
      throw new AppError('IDENTIFICATION_TAKEN', { fieldErrors: { number: 'validation:identificationTaken' } });
  }

  return {
    async list(auth: RequestAuth, employeeId: string): Promise<EmployeeIdentifications> {
      return tenant(auth.companyId, async (tx) => {
        const level = await reachPart(deps, tx, auth, { employeeId, part, level: 'view' });
        const company = await companyProfile(tx, auth.companyId);
        const today = calendarDate(clock.now(), company.timezone);
        const country = (DOMAIN_COUNTRIES as readonly string[]).includes(company.countryCode)
          ? (company.countryCode as DomainCountry)
          : null;
        const offered = country ? identificationDocumentTypesFor(country) : IDENTIFICATION_DOCUMENT_TYPES;
        const rows = await repo.identificationsOf(tx, auth.companyId, employeeId);
        return {
          level,
          types: offered.map((type) => ({
            id: type.id,
            category: type.category,
            example: type.example,
            anyCountry: type.country === null,
          })),
          documents: rows.map((row) => toDocument(row, { level, masking: company.masking, today })),
        };
      });
    },

    async add(auth: RequestAuth, actor: Actor, body: IdentificationBody & { employeeId: string }): Promise<Identification> {
      const { employeeId, ...document } = body;
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part, level: 'edit' });
        const company = await companyProfile(tx, auth.companyId);
        const today = calendarDate(clock.now(), company.timezone);
        const values = checked(document, today);
        if ((await repo.countIdentifications(tx, auth.companyId, employeeId)) >= MAX_IDENTIFICATIONS)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { documentType: 'employeeRecords:identifications.tooMany' } });
        await assertFree(tx, auth.companyId, values);
        const row = await repo.insertIdentification(tx, { companyId: auth.companyId, employeeId, ...values, updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: 'employeeIdentification',
          entityId: row.id,
          action: 'create',
          after: { employeeId, ...auditView(row) },
        });
        return toDocument(row, { level: 'edit', masking: false, today });
      });
    },

    async update(
      auth: RequestAuth,
      actor: Actor,
      body: IdentificationBody & { employeeId: string; id: string; version: number },
    ): Promise<Identification> {
      const { employeeId, id, version, ...document } = body;
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part, level: 'edit' });
        const company = await companyProfile(tx, auth.companyId);
        const today = calendarDate(clock.now(), company.timezone);
        const before = await repo.findIdentification(tx, { companyId: auth.companyId, employeeId, id });
        if (!before) throw notFound();
        const values = checked(document, today);
        await assertFree(tx, auth.companyId, { ...values, exceptId: id });
        const saved = await repo.updateIdentification(tx, {
          companyId: auth.companyId,
          employeeId,
          id,
          expectedVersion: version,
          changes: { ...values, updatedAt: clock.now() },
        });
        if (!saved) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'employeeIdentification',
          entityId: id,
          action: 'update',
          ...changedFields(auditView(before), auditView(saved)),
        });
        return toDocument(saved, { level: 'edit', masking: false, today });
      });
    },

    async remove(auth: RequestAuth, actor: Actor, input: { employeeId: string; id: string }): Promise<{ ok: true }> {
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId: input.employeeId, part, level: 'edit' });
        const removed = await repo.deleteIdentification(tx, { companyId: auth.companyId, ...input });
        if (!removed) throw notFound();
        await writeAudit(tx, actor, {
          entity: 'employeeIdentification',
          entityId: removed.id,
          action: 'delete',
          before: { employeeId: input.employeeId, ...auditView(removed) },
          subject: removed.documentType,
        });
        return { ok: true };
      });
    },

    /**
     * Tells HR of documents of working employees that expire within the reminder's days — the
     * identifications and the pass on the personal section — each once per document and expiry
     * date (a renewed document, with its new date, is told of again). Runs for one company; the
     * day is the company's.
     */
    async sendExpiryReminders(companyId: string): Promise<number> {
      return tenant(companyId, async (tx) => {
        const company = await companyProfile(tx, companyId);
        const now = clock.now();
        const today = calendarDate(now, company.timezone);
        const window = { from: today, to: addDays(today, IDENTIFICATION_EXPIRY_REMINDER_DAYS) };
        const documents = await repo.expiringIdentifications(tx, companyId, window);
        const working = new Map(
          (
            await workingEmployeesFacts(tx, companyId, { on: today, employeeIds: [...new Set(documents.map((row) => row.employeeId))] })
          ).map((person) => [person.employeeId, person.fullName]),
        );
        const due: { employeeId: string; fullName: string; document: string; category: string; expiryDate: string }[] = [
          ...documents.flatMap((row) => {
            const fullName = working.get(row.employeeId);
            return fullName && row.expiryDate
              ? [
                  {
                    employeeId: row.employeeId,
                    fullName,
                    document: row.id,
                    category: TYPES.get(row.documentType)?.category ?? 'identity',
                    expiryDate: row.expiryDate,
                  },
                ]
              : [];
          }),
          ...(await passExpiries(tx, companyId, { on: today, ...window })).map((pass) => ({
            employeeId: pass.employeeId,
            fullName: pass.fullName,
            document: PERSONAL_PASS,
            category: 'pass',
            expiryDate: pass.passValidTo,
          })),
        ];
        let recipients: { id: string }[] | undefined;
        let sent = 0;
        for (const reminder of due) {
          if (
            !(await repo.claimExpiryReminder(tx, {
              companyId,
              employeeId: reminder.employeeId,
              document: reminder.document,
              expiryDate: reminder.expiryDate,
              now,
            }))
          )
            continue;
          recipients ??= await hrAccounts(tx, companyId);
          for (const recipient of recipients)
            await deps.notifications.notify(tx, {
              companyId,
              userId: recipient.id,
              kind: IDENTIFICATION_EXPIRY_KIND,
              type: NOTIFICATION_TYPES.expiringPass,
              titleKey: 'employeeRecords:reminders.identificationExpiring.title',
              // Named by its kind (a passport, a work pass): the stored notification is read in each reader's language.
              bodyKey: `employeeRecords:reminders.identificationExpiring.${reminder.category}`,
              values: { name: reminder.fullName, date: reminder.expiryDate },
              path: `/employee/${reminder.employeeId}/profile#${reminder.document === PERSONAL_PASS ? 'personalDetail' : 'identificationsDetail'}`,
              now,
            });
          sent += 1;
        }
        return sent;
      });
    },
  };
}

export type IdentificationsService = ReturnType<typeof createIdentificationsService>;
