import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, loadCatalog } from '@tenaga/i18n';
import { languageFromHeader, loadServerTranslator } from '../i18n.ts';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['id', 'id'],
    ['ms-MY', 'ms'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['vi-VN;q=0.4,ms;q=0.7', 'ms'],
    ['fr-FR,de;q=0.9', 'en'],
    ['fr-FR,de;q=0.9,vi;q=0.1', 'vi'],
    ['in-ID', 'id'],
    ['*', 'en'],
    ['id;q=abc,ms;q=0.5', 'ms'],
    ['EN-us', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('server translator', () => {
  it("answers from each language's own catalog, fills values, and falls back to the key when no catalog has it", async () => {
    const translate = await loadServerTranslator();
    expect(translate('en', 'validation:tooLong', { max: 40 })).toBe('Must be at most 40 characters.');
    for (const language of LANGUAGE_CODES) {
      const catalog = (await loadCatalog(language)) as { errors: Record<string, string> };
      expect(translate(language, 'errors:NOT_FOUND'), language).toBe(
        catalog.errors.NOT_FOUND ?? 'The record was not found. It may have been deleted.',
      );
    }
    expect(translate('ms', 'errors:NO_SUCH_KEY')).toBe('errors:NO_SUCH_KEY');
  });
});
