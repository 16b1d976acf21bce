import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionKey, type AuditEntry } from '@tenaga/contracts/modules/audit.contracts';

/** 'update-custom-fields' → 'Update custom fields': an action no catalog names yet still reads as words. */
export function humanize(name: string): string {
  const text = name
    .replace(/^client:/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const keyPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_');

/**
 * The labels around an entry in the user's language: its action, module and kind of record (the
 * entry's own words, its summary and changes, come from the server in that language).
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('audit');
  return useMemo(() => {
    const known = (key: string) => i18n.exists(key);
    const entity = (name: string) => (known(`audit:entities.${keyPart(name)}`) ? t(`entities.${keyPart(name)}`) : humanize(name));
    return {
      action: (action: string) => {
        const key = auditActionKey(action);
        return known(key) ? t(key) : humanize(action);
      },
      module: (entry: Pick<AuditEntry, 'module' | 'entity'>) => (entry.module ? t(`modules.${entry.module}`) : entity(entry.entity)),
      entity,
      actor: (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.name || t('system'),
    };
  }, [t, i18n]);
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
