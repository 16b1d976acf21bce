import enPublic from '../locales/en/public.ts';
import type { LanguageCode } from './languages.ts';

/**
 * The browser's way in: English texts of the public pages up front, everything else loaded in
 * two parts per language, the public pages' texts and the signed-in app's.
 */
export { enPublic };
export { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from './languages.ts';
export { NAMESPACES, PUBLIC_NAMESPACES, type Namespace } from './namespaces.ts';

export type TextsPart = 'public' | 'app';
type Texts = Record<string, Record<string, unknown>>;
type Loader = () => Promise<{ default: Texts }>;

const PARTS: Record<LanguageCode, Record<TextsPart, Loader>> = {
  en: { public: async () => ({ default: enPublic }), app: () => import('../locales/en/app.ts') },
  id: { public: () => import('../locales/id/public.ts'), app: () => import('../locales/id/app.ts') },
  ms: { public: () => import('../locales/ms/public.ts'), app: () => import('../locales/ms/app.ts') },
  zh: { public: () => import('../locales/zh/public.ts'), app: () => import('../locales/zh/app.ts') },
  vi: { public: () => import('../locales/vi/public.ts'), app: () => import('../locales/vi/app.ts') },
};

/** One part of one language's texts, namespace by namespace. */
export async function loadTexts(language: LanguageCode, part: TextsPart): Promise<Texts> {
  return (await PARTS[language][part]()).default;
}
