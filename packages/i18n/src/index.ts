import en from '../locales/en/index.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';

export { NAMESPACES, type Namespace };
export const LANGUAGE_CODES = ['en', 'id', 'ms', 'zh', 'vi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

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

/** Loads one language's catalog (the web app loads only the one in use). */
export async function loadCatalog(language: LanguageCode): Promise<LooseCatalog> {
  return (await loaders[language]()).default;
}

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  zh: '中文',
  vi: 'Tiếng Việt',
};

function lookup(catalog: LooseCatalog | undefined, namespace: string, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog?.[namespace as Namespace]);
  return typeof value === 'string' ? value : undefined;
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
    const template = lookup(catalogs[language], namespace, key) ?? lookup(en, namespace, key) ?? fullKey;
    return interpolate(template, values);
  };
}
