import en from '../locales/en/index.ts';
import type { Namespace } from './namespaces.ts';
import type { LanguageCode } from './languages.ts';

// The server and the tests hold whole catalogs; the browser loads its texts in parts (web.ts).
export { NAMESPACES, PUBLIC_NAMESPACES, type Namespace } from './namespaces.ts';
export { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from './languages.ts';

/** The English catalog: the source of keys and the fallback for any missing translation. */
export type Catalog = typeof en;
export type LooseCatalog = { [N in Namespace]: Record<string, unknown> };
export { en };

const loaders: Record<LanguageCode, () => Promise<{ default: LooseCatalog }>> = {
  en: async () => ({ default: en }),
  id: () => import('../locales/id/index.ts'),
  ms: () => import('../locales/ms/index.ts'),
  zh: () => import('../locales/zh/index.ts'),
  vi: () => import('../locales/vi/index.ts'),
};

/** Loads one language's whole catalog. */
export async function loadCatalog(language: LanguageCode): Promise<LooseCatalog> {
  return (await loaders[language]()).default;
}

/**
 * The key's text: its dotted path through the catalog, where a part may itself hold dots
 * ('lines.cpf.employee' finds `lines` › `cpf.employee`), as i18next reads such keys.
 */
function walk(node: unknown, parts: readonly string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (node === null || typeof node !== 'object') return undefined;
  for (let end = 1; end <= parts.length; end++) {
    const child = (node as Record<string, unknown>)[parts.slice(0, end).join('.')];
    if (child === undefined) continue;
    const found = walk(child, parts.slice(end));
    if (found !== undefined) return found;
  }
  return undefined;
}

function lookup(catalog: LooseCatalog | undefined, namespace: string, key: string): string | undefined {
  return walk(catalog?.[namespace as Namespace], key.split('.'));
}

/**
 * The keys to try, as i18next does: with a numeric `count`, the language's plural form first
 * (`key_one`, `key_other`), then `key_other`, then the key itself.
 */
function candidateKeys(language: LanguageCode, key: string, values: Record<string, unknown> | undefined): string[] {
  const count = values?.['count'];
  if (typeof count !== 'number') return [key];
  return [`${key}_${new Intl.PluralRules(language).select(count)}`, `${key}_other`, key];
}

function firstFound(catalog: LooseCatalog | undefined, namespace: string, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const found = lookup(catalog, namespace, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** i18next-compatible interpolation: '{{name}}'. */
export function interpolate(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * A translator for code outside React (the server's error messages and mails). Keys are
 * 'namespace:key'; a key missing in the language falls back to English, then to the key itself.
 */
export function createTranslator(catalogs: Partial<Record<LanguageCode, LooseCatalog>>) {
  return (language: LanguageCode, fullKey: string, values?: Record<string, unknown>): string => {
    const separator = fullKey.indexOf(':');
    const namespace = separator > 0 ? fullKey.slice(0, separator) : 'common';
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const keys = candidateKeys(language, key, values);
    const template = firstFound(catalogs[language], namespace, keys) ?? firstFound(en, namespace, keys) ?? fullKey;
    return interpolate(template, values);
  };
}
