import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
// The ES module build: antd's own default texts are this same module, so English costs nothing extra.
import enUS from 'antd/es/locale/en_US';
import {
  enPublic,
  isOnDemandNamespace,
  loadOnDemandTexts,
  loadTexts,
  LANGUAGE_CODES,
  PUBLIC_NAMESPACES,
  type LanguageCode,
  type TextsPart,
} from '@tenaga/i18n/web';

// Only English is in the first download; the other languages' antd and dayjs texts load on use.
const ANTD_LOCALES: Record<LanguageCode, () => Promise<Locale>> = {
  en: async () => enUS,
  id: () => import('antd/locale/id_ID').then((module) => module.default),
  ms: () => import('antd/locale/ms_MY').then((module) => module.default),
  zh: () => import('antd/locale/zh_CN').then((module) => module.default),
  vi: () => import('antd/locale/vi_VN').then((module) => module.default),
};
// dayjs itself loads with the first page that needs dates, or with a language other than English.
const DAYJS_LOCALES: Record<LanguageCode, { name: string; load: () => Promise<unknown> }> = {
  en: { name: 'en', load: async () => undefined },
  id: { name: 'id', load: () => import('dayjs/locale/id') },
  ms: { name: 'ms', load: () => import('dayjs/locale/ms') },
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi') },
};

let antdLocale: Locale = enUS;
/** antd's texts in the current language (the providers re-render on each language change). */
export function currentAntdLocale(): Locale {
  return antdLocale;
}
const HTML_LANG: Record<LanguageCode, string> = { en: 'en', id: 'id', ms: 'ms', zh: 'zh-CN', vi: 'vi' };

const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language before anyone logs in: the last one used here, else the browser's. */
function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.toLowerCase().split('-')[0];
  return isLanguage(browser) ? browser : 'en';
}

/**
 * Reads an on-demand namespace (ON_DEMAND_NAMESPACES) when a page first asks for it; the others
 * come in the two parts below, so there is nothing to read for them.
 */
const onDemandTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isOnDemandNamespace(namespace)) return callback(null, {});
    loadOnDemandTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(): Promise<void> {
  await i18next
    .use(onDemandTexts)
    .use(initReactI18next)
    .init({
      resources: { en: enPublic },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      ns: [...PUBLIC_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await setLanguage(initialLanguage());
}

const loadedTexts = new Set<string>(['en:public']);
let appTextsWanted = false;

async function addTexts(language: LanguageCode, part: TextsPart): Promise<void> {
  if (loadedTexts.has(`${language}:${part}`)) return;
  const texts = await loadTexts(language, part);
  for (const [namespace, bundle] of Object.entries(texts)) i18next.addResourceBundle(language, namespace, bundle, true, true);
  loadedTexts.add(`${language}:${part}`);
}

/**
 * The signed-in app's texts, in the current language and in English (the fallback); from now on
 * a language change brings them too. The pages before login never download them.
 */
export async function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  await Promise.all([addTexts(currentLanguage(), 'app'), addTexts('en', 'app')]);
}

/** Switches the whole UI (our texts, antd's and dayjs's) without a reload. */
export async function setLanguage(language: LanguageCode): Promise<void> {
  await Promise.all([addTexts(language, 'public'), ...(appTextsWanted ? [addTexts(language, 'app')] : [])]);
  const [antd] = await Promise.all([ANTD_LOCALES[language](), setDayjsLocale(language)]);
  antdLocale = antd;
  document.documentElement.lang = HTML_LANG[language];
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
}

let dayjsLocale = 'en';

async function setDayjsLocale(language: LanguageCode): Promise<void> {
  const { name, load } = DAYJS_LOCALES[language];
  // dayjs starts in English: the first page in English needs nothing here.
  if (name === dayjsLocale) return;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), load()]);
  dayjs.locale(name);
  dayjsLocale = name;
}

export function currentLanguage(): LanguageCode {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

export { i18next };
