import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionKey, type AuditEntry } from '@tenaga/contracts';
import { useFormat } from '../../../lib/format.ts';

/** 'ICNumberMasking' → 'IC number masking': a field no catalog names yet still reads as words. */
export function humanize(name: string): string {
  const words = name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const keyPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_');

/** Instants the server records as ms numbers in fields named like lastLoginAt. */
const isInstantField = (field: string, value: number) => /At$/.test(field) && value > 1e11;

/**
 * The words of the audit trail in the user's language: actions, modules, records, fields and
 * values, each falling back to the raw name when no catalog has it (a module's new action shows
 * as written until its label is added).
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('audit');
  const format = useFormat();
  return useMemo(() => {
    const known = (key: string) => i18n.exists(key);
    const entity = (name: string) => (known(`audit:entities.${keyPart(name)}`) ? t(`entities.${keyPart(name)}`) : humanize(name));
    const field = (name: string): string => {
      if (known(`audit:fields.${name}`)) return t(`fields.${name}`);
      // A field key of a field grant: 'user.email'.
      const dot = name.indexOf('.');
      if (dot > 0) return `${entity(name.slice(0, dot))} › ${field(name.slice(dot + 1))}`;
      return humanize(name);
    };
    /** The label of one step of a change's path; the first step is the record's field. */
    const pathStep = (path: readonly string[], index: number) => {
      const step = path[index]!;
      if (index > 0 && path[0] === 'menuGrants') return known(`menu:${step}`) ? t(`menu:${step}`) : humanize(step);
      if (index === 1 && path[0] === 'fieldGrants' && known(`audit:fieldScopes.${step}`)) return t(`fieldScopes.${step}`);
      return field(step);
    };
    /** `people`: user ids and names, so a change naming a user shows who (when the caller may list users). */
    const value = (path: readonly string[], raw: unknown, people?: ReadonlyMap<string, string>): string => {
      if (raw === null || raw === undefined || raw === '') return t('diff.empty');
      if (typeof raw === 'string' && people?.has(raw)) return people.get(raw)!;
      if (typeof raw === 'boolean') return t(raw ? 'yes' : 'no', { ns: 'common' });
      if (typeof raw === 'number') return isInstantField(path[path.length - 1] ?? '', raw) ? format.dateTime(raw) : format.count(raw);
      if (typeof raw === 'string') {
        const key = `audit:values.${keyPart(path[0] ?? '')}.${keyPart(raw)}`;
        return known(key) ? t(key) : raw;
      }
      if (Array.isArray(raw)) return raw.length === 0 ? t('diff.empty') : raw.map((item) => value(path, item, people)).join(', ');
      return JSON.stringify(raw);
    };
    return {
      action: (action: string) => {
        const key = auditActionKey(action);
        return known(key) ? t(key) : action;
      },
      module: (entry: Pick<AuditEntry, 'module' | 'entity'>) => (entry.module ? t(`modules.${entry.module}`) : entity(entry.entity)),
      entity,
      pathStep,
      value,
      actor: (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.name || t('system'),
    };
  }, [t, i18n, format]);
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
