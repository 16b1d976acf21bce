import { auditActionKey, type AuditEntry, type AuditFilter, type ExportFormat, type FileResult, type Language } from '@tenaga/contracts';
import { createRegionFormat } from '../../lib/region-format.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { Translate } from '../../lib/i18n.ts';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet } from '../../lib/spreadsheet.ts';
import * as repo from './audit.repository.ts';
import { humanize } from './audit.describe.ts';
import { readableEntries } from './audit.rules.ts';
import { readerOf } from './audit.reader.ts';
import type { ModuleServices } from '../../platform/module.ts';

export const AUDIT_EXPORT_JOB = 'audit-export';

export interface AuditExportPayload {
  filter: AuditFilter;
  format: ExportFormat;
  userId: string;
  language: Language;
}

/** Rows read per round trip: an export of a busy year never holds one long transaction. */
const BATCH = 2_000;

/** A translation, or the raw value for an action no catalog names yet. */
const translatedOr = (translated: string, key: string, raw: string) => (translated === key ? raw : translated);

/** The audit trail as a spreadsheet in the requester's language, written as a file they can download. */
export function auditExportJob(deps: {
  translate: Translate;
  files: Pick<ModuleServices['files'], 'store'>;
}): JobDefinition<AuditExportPayload> {
  return {
    type: AUDIT_EXPORT_JOB,
    maxAttempts: 2,
    async run({ companyId, payload, tenant, progress }) {
      const t = (key: string, values?: Record<string, unknown>) => deps.translate(payload.language, key, values);
      const where = repo.auditConditions(companyId, payload.filter);
      const { total, reader } = await tenant(companyId, async (tx) => ({
        total: await repo.auditCount(tx, where),
        reader: await readerOf(tx, { companyId, userId: payload.userId, language: payload.language }),
      }));
      const format = createRegionFormat(reader.region, reader.language);
      const header = ['time', 'user', 'actingAs', 'module', 'action', 'record', 'summary', 'changes', 'ip'].map((column) =>
        t(`audit:columns.${column}`),
      );
      const rows: string[][] = [];
      for (let offset = 0; offset < total; offset += BATCH) {
        const page = await tenant(companyId, async (tx) =>
          readableEntries(tx, { reader, translate: deps.translate, rows: await repo.auditPage(tx, where, { limit: BATCH, offset }) }),
        );
        rows.push(...page.map((entry) => exportRow(entry, { t, time: format.dateTime })));
        await progress(Math.min(90, Math.round(((offset + page.length) / Math.max(total, 1)) * 90)), 'audit:exportReading');
      }
      await progress(95, 'audit:exportWriting');
      const content = await writeSpreadsheet({
        format: payload.format,
        sheetName: t('audit:title'),
        header,
        rows,
        widths: [20, 24, 24, 18, 22, 30, 60, 80, 16],
      });
      const fileName = `${t('audit:fileName')}.${payload.format}`;
      const fileId = await tenant(companyId, (tx) =>
        deps.files.store(tx, {
          companyId,
          createdBy: payload.userId,
          name: fileName,
          contentType: SPREADSHEET_CONTENT_TYPES[payload.format],
          content,
        }),
      );
      return { fileId, fileName, rows: rows.length } satisfies FileResult;
    },
  };
}

/** One entry as the reader reads it on the page: names and labels, never ids or codes (the record's id stays for tracing). */
function exportRow(
  entry: AuditEntry,
  { t, time }: { t: (key: string, values?: Record<string, unknown>) => string; time: (at: number) => string },
): string[] {
  const entityKey = `audit:entities.${entry.entity.replace(/[^A-Za-z0-9]+/g, '_')}`;
  const entity = translatedOr(t(entityKey), entityKey, humanize(entry.entity));
  return [
    time(entry.at),
    entry.actor?.name ?? t('audit:system'),
    entry.impersonator ? entry.impersonator.name : '',
    entry.module ? t(`audit:modules.${entry.module}`) : entity,
    translatedOr(t(auditActionKey(entry.action)), auditActionKey(entry.action), humanize(entry.action.replace(/^client:/, ''))),
    entry.subject ? `${entity}: ${entry.subject}` : entity,
    entry.summary,
    entry.changes.map((change) => change.text).join('\n'),
    entry.ip ?? '',
  ];
}
