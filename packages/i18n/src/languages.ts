export const LANGUAGE_CODES = ['en', 'id', 'ms', 'zh', 'vi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  zh: '中文',
  vi: 'Tiếng Việt',
};
