import { createTranslator, LANGUAGE_CODES, loadCatalog, type LanguageCode, type LooseCatalog } from '@tenaga/i18n';

export type Translate = (language: LanguageCode, key: string, values?: Record<string, unknown>) => string;

/** The server holds every language: error messages and mail follow each caller's language. */
export async function loadServerTranslator(): Promise<Translate> {
  const catalogs: Partial<Record<LanguageCode, LooseCatalog>> = {};
  for (const language of LANGUAGE_CODES) catalogs[language] = await loadCatalog(language);
  return createTranslator(catalogs);
}

let shared: Promise<Translate> | undefined;
/** One translator for code that runs outside a request (setting up a company, jobs). */
export function serverTranslator(): Promise<Translate> {
  shared ??= loadServerTranslator();
  return shared;
}

/** Best supported language from an Accept-Language header ('zh-CN,zh;q=0.9,en;q=0.8' → 'zh'). */
export function languageFromHeader(header: string | undefined): LanguageCode {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0 };
    })
    .sort((a, b) => b.quality - a.quality);
  for (const { base } of ranked) {
    if ((LANGUAGE_CODES as readonly string[]).includes(base)) return base as LanguageCode;
    if (base === 'in') return 'id'; // legacy code still sent by some Android browsers
  }
  return 'en';
}
