import { auditModuleOf, type AuditEntry, type RegionLanguage } from '@tenaga/contracts';
import type { LanguageCode } from '@tenaga/i18n';
import { auditVocabularyOf, lookUpNames, referencedIds } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import { createRegionFormat } from '../../lib/region-format.ts';
import type { Queryable } from '../../db/tenant.ts';
import { describeEntry } from './audit.describe.ts';
import type { AuditRow } from './audit.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Reader {
  readonly companyId: string;
  readonly language: LanguageCode;
  readonly region: Pick<RegionLanguage, 'timezone' | 'dateFormat' | 'timeFormat'>;
}

/**
 * Stored entries as the API shows them: with the names of the people who acted and the entry in
 * the reader's words. Ids an entry did not name (entries older than kept names) are named as they
 * are now, in one query per kind of record for the whole page.
 */
export async function readableEntries(
  db: Queryable,
  input: { reader: Reader; translate: Translate; rows: readonly AuditRow[] },
): Promise<AuditEntry[]> {
  const { reader, rows } = input;
  const wanted = new Map<string, Set<string>>();
  for (const { entry } of rows) {
    const named = entry.names ?? {};
    for (const [entity, ids] of referencedIds(entry.entity, [entry.before, entry.after])) {
      for (const id of ids) if (!named[id]) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(id));
    }
    if (entry.subject === null && UUID.test(entry.entityId))
      wanted.set(entry.entity, (wanted.get(entry.entity) ?? new Set()).add(entry.entityId));
  }
  const currentNames = wanted.size ? await lookUpNames(db, reader.companyId, wanted) : new Map<string, string>();
  const context = {
    language: reader.language,
    translate: input.translate,
    format: createRegionFormat(reader.region, reader.language),
    vocabulary: auditVocabularyOf,
    currentNames,
  };
  return rows.map((row) => {
    const { entry } = row;
    const readable = describeEntry(
      {
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before,
        after: entry.after,
        subject: entry.subject ?? currentNames.get(entry.entityId) ?? null,
        names: entry.names,
      },
      row.actorName,
      context,
    );
    return {
      id: entry.id,
      at: entry.at.getTime(),
      actor: entry.actorUserId ? { id: entry.actorUserId, name: row.actorName ?? '' } : null,
      impersonator: entry.impersonatorUserId ? { id: entry.impersonatorUserId, name: row.impersonatorName ?? '' } : null,
      module: auditModuleOf(entry.entity),
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip,
      ...readable,
    };
  });
}
