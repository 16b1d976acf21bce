import enPublic from '../locales/en/public.ts';
import type { LanguageCode } from './languages.ts';
import { ON_DEMAND_NAMESPACES } from './on-demand-namespaces.ts';

/**
 * The browser's way in: English texts of the public pages up front, everything else loaded in
 * two parts per language, the public pages' texts and the signed-in app's, and the on-demand
 * namespaces (ON_DEMAND_NAMESPACES) one by one when a page asks for them.
 */
export { enPublic };
export { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from './languages.ts';
export { NAMESPACES, PUBLIC_NAMESPACES, type Namespace } from './namespaces.ts';
export { ON_DEMAND_NAMESPACES } from './on-demand-namespaces.ts';

export type TextsPart = 'public' | 'app';
type Texts = Record<string, Record<string, unknown>>;
type Loader = () => Promise<{ default: Texts }>;
type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];
type OnDemandLoaders = Record<OnDemandNamespace, () => Promise<{ default: Record<string, unknown> }>>;

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

const ON_DEMAND: Record<LanguageCode, () => Promise<{ default: OnDemandLoaders }>> = {
  en: () => import('../locales/en/on-demand.ts'),
  id: () => import('../locales/id/on-demand.ts'),
  ms: () => import('../locales/ms/on-demand.ts'),
  zh: () => import('../locales/zh/on-demand.ts'),
  vi: () => import('../locales/vi/on-demand.ts'),
};

export function isOnDemandNamespace(namespace: string): namespace is OnDemandNamespace {
  return (ON_DEMAND_NAMESPACES as readonly string[]).includes(namespace);
}

/** One on-demand namespace of one language. */
export async function loadOnDemandTexts(language: LanguageCode, namespace: OnDemandNamespace): Promise<Record<string, unknown>> {
  const loaders = (await ON_DEMAND[language]()).default;
  return (await loaders[namespace]()).default;
}
