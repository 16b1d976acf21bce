import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@tenaga/i18n';
import { auditLog } from '../db/schema/index.ts';
import type { Queryable, Transaction } from '../db/tenant.ts';

/** Who is acting: the signed-in user, and the administrator behind them when impersonating. */
export interface Actor {
  readonly companyId: string;
  readonly userId: string | null;
  readonly impersonatorUserId: string | null;
  readonly ip: string | null;
}

export interface AuditEntry {
  readonly entity: string;
  readonly entityId: string;
  readonly action: string;
  readonly before?: unknown;
  readonly after?: unknown;
  /**
   * The record's display name now ('Budi Santoso'). Left out, the writer asks the entity's name
   * source (its vocabulary); a record deleted in this transaction is gone by then, so a delete
   * passes it (or keeps a name in `before`).
   */
  readonly subject?: string | null;
}

/** The display names of one kind of record, by id, in the writer's transaction. */
export type AuditNames = (db: Queryable, companyId: string, ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * How the audit trail speaks of one kind of record (`entity`). The module that writes or owns the
 * entity contributes it (ModuleRegistries.auditVocabulary); several contributions for one entity
 * are merged. Everything is optional: an entity nobody describes still reads, with its raw names.
 */
export interface AuditVocabulary {
  readonly entity: string;
  /** Its records' names: an entry's subject, and the ids of other entries that point at it. */
  readonly names?: AuditNames;
  /** Fields (at any depth) holding ids of other records, and their entity: { jobTitleId: 'job-title' }. */
  readonly references?: Readonly<Record<string, string>>;
  /** i18n key prefixes (ending in a dot) that name its fields, tried after audit:fields ('employees:fields.'). */
  readonly fieldLabels?: readonly string[];
  /**
   * Fields holding codes, and how to label them: an i18n key prefix (ending in a dot) whose keys
   * are the codes ('reference:genders.'), or a function of the code and the language (null: shown as stored).
   */
  readonly codes?: Readonly<Record<string, string | ((value: string | number, language: LanguageCode) => string | null)>>;
}

/** A name source for a tenant table with `company_id`, `id` and a name expression. */
export function namesFromTable(table: PgTable & { companyId: PgColumn; id: PgColumn }, name: SQL<string> | PgColumn): AuditNames {
  return async (db, companyId, ids) => {
    if (ids.length === 0) return new Map();
    const rows = (await db
      .select({ id: table.id, name })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])))) as { id: string; name: string | null }[];
    return new Map(rows.filter((row) => row.name).map((row) => [row.id, row.name!]));
  };
}

/**
 * The vocabularies of the running app, by entity. The audit module installs them when the app is
 * built: writeAudit is called from every module inside its own transaction, and threading the
 * registry through each of their services would widen every one of them for a cross-cutting need.
 * Every app of a process is built from the same module list, so the last one installed is theirs.
 */
let vocabulary: ReadonlyMap<string, AuditVocabulary> = new Map();

export function installAuditVocabulary(contributions: readonly AuditVocabulary[]): void {
  const merged = new Map<string, AuditVocabulary>();
  for (const part of contributions) {
    const known = merged.get(part.entity);
    merged.set(
      part.entity,
      known
        ? {
            entity: part.entity,
            names: known.names ?? part.names,
            references: { ...known.references, ...part.references },
            fieldLabels: [...(known.fieldLabels ?? []), ...(part.fieldLabels ?? [])],
            codes: { ...known.codes, ...part.codes },
          }
        : part,
    );
  }
  vocabulary = merged;
}

export function auditVocabularyOf(entity: string): AuditVocabulary | undefined {
  return vocabulary.get(entity);
}

/** Every installed vocabulary (its checks: each label prefix names a catalog's list). */
export function installedAuditVocabularies(): AuditVocabulary[] {
  return [...vocabulary.values()];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id an entry's values point at, by the entity it names (the entity's references, at any depth). */
export function referencedIds(entity: string, values: readonly unknown[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const references = vocabulary.get(entity)?.references ?? {};
  const add = (target: string, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && UUID.test(item)) into.set(target, (into.get(target) ?? new Set()).add(item));
    }
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const target = references[key];
      if (target) add(target, inner);
      else walk(inner);
    }
  };
  values.forEach(walk);
  return into;
}

/** Names of the ids wanted, by entity, from each entity's name source (one query per entity). */
export async function lookUpNames(
  db: Queryable,
  companyId: string,
  wanted: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [entity, ids] of wanted) {
    const names = vocabulary.get(entity)?.names;
    if (!names || ids.size === 0) continue;
    for (const [id, name] of await names(db, companyId, [...ids])) found.set(id, name);
  }
  return found;
}

/** The subject's name and the names of the ids each entry holds, as they are now (in the writer's transaction). */
async function namesAtTheTime(tx: Transaction, companyId: string, entries: readonly AuditEntry[]) {
  const wanted = new Map<string, Set<string>>();
  const want = (entity: string, id: string) => wanted.set(entity, (wanted.get(entity) ?? new Set()).add(id));
  const referenced = entries.map((entry) => {
    const own = referencedIds(entry.entity, [entry.before, entry.after]);
    for (const [entity, ids] of own) for (const id of ids) want(entity, id);
    if (entry.subject === undefined && UUID.test(entry.entityId)) want(entry.entity, entry.entityId);
    return [...own.values()].flatMap((ids) => [...ids]);
  });
  const found = wanted.size ? await lookUpNames(tx, companyId, wanted) : new Map<string, string>();
  return entries.map((entry, index) => {
    const names = Object.fromEntries(referenced[index]!.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
    return {
      subject: entry.subject !== undefined ? entry.subject : (found.get(entry.entityId) ?? null),
      names: Object.keys(names).length ? names : null,
    };
  });
}

const SECRET_KEY = /password|token|secret/i;

/** Secrets never reach the audit trail, whatever a caller passes. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redact(inner)]),
    );
  }
  return value;
}

/** Writes the entry in the caller's transaction, so the change and its record commit together. */
export async function writeAudit(tx: Transaction, actor: Actor, entry: AuditEntry): Promise<void> {
  const [named] = await namesAtTheTime(tx, actor.companyId, [entry]);
  await tx.insert(auditLog).values(auditRow(actor, entry, named!));
}

function auditRow(actor: Actor, entry: AuditEntry, named: { subject: string | null; names: Record<string, string> | null }) {
  return {
    subject: named.subject,
    names: named.names,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    ip: actor.ip,
  };
}

/** Many entries in one statement, for writes of many records at once (imports). */
export async function writeAuditEntries(tx: Transaction, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  // Well under PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < entries.length; start += 1_000) {
    const slice = entries.slice(start, start + 1_000);
    const named = await namesAtTheTime(tx, actor.companyId, slice);
    await tx.insert(auditLog).values(slice.map((entry, index) => auditRow(actor, entry, named[index]!)));
  }
}

/** The fields whose values differ, for compact update entries. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}
