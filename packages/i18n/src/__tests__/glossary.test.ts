/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, NAMESPACES, type LanguageCode } from '../index.ts';

/**
 * Each language says each term of its glossary (packages/i18n/glossary/<language>.json) one way:
 * wherever the English text has the term, the translation uses the chosen word and none of the
 * words it replaced. A key listed under `except` is one where the English word means something else.
 */

interface GlossaryTerm {
  /** A regular expression (case-insensitive) over the English text. */
  readonly en: string;
  /** The chosen word: the translation contains one of these (empty: no requirement). */
  readonly use: readonly string[];
  readonly avoid: readonly string[];
  readonly why: string;
  readonly except?: readonly string[];
}

const LOCALES = new URL('../../locales/', import.meta.url);
const GLOSSARY = new URL('../../glossary/', import.meta.url);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function texts(language: LanguageCode): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Json, prefix: string) => {
    if (typeof node === 'string') found.set(prefix, node);
    else if (node && typeof node === 'object' && !Array.isArray(node))
      for (const [key, value] of Object.entries(node)) walk(value, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`);
  };
  for (const namespace of NAMESPACES)
    walk(JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Json, `${namespace}:`);
  return found;
}

function glossary(language: LanguageCode): readonly GlossaryTerm[] {
  return (JSON.parse(readFileSync(new URL(`${language}.json`, GLOSSARY), 'utf8')) as { terms: GlossaryTerm[] }).terms;
}

const english = texts('en');

describe.each(LANGUAGE_CODES)('the %s glossary', (language) => {
  const translated = language === 'en' ? english : texts(language);

  it.each(glossary(language).map((term) => [term.en, term] as const))('%s is said one way', (_, term) => {
    const pattern = new RegExp(term.en, 'i');
    const wrong: string[] = [];
    let matched = 0;
    for (const [key, source] of english) {
      if (!pattern.test(source) || term.except?.includes(key)) continue;
      matched += 1;
      const text = (translated.get(key) ?? '').toLowerCase();
      const usesChosen = term.use.length === 0 || term.use.some((word) => text.includes(word.toLowerCase()));
      const avoided = term.avoid.filter((word) => text.includes(word.toLowerCase()));
      if (!usesChosen || avoided.length > 0) wrong.push(`${key}: “${translated.get(key)}” (${term.why})`);
    }
    expect(matched, `no English text matches ${term.en}: the term is stale`).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
