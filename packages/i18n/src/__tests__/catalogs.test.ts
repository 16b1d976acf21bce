/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, loadCatalog, NAMESPACES, PUBLIC_NAMESPACES, type LanguageCode } from '../index.ts';
import { isOnDemandNamespace, loadOnDemandTexts, loadTexts, ON_DEMAND_NAMESPACES } from '../web.ts';

/**
 * Every translated catalog is complete and really translated: same keys as English (deep), only
 * non-empty strings, the same {{placeholders}} and line breaks, and a text that differs from the
 * English one — so a file that is still an English copy fails.
 */

const LOCALES = new URL('../../locales/', import.meta.url);
const TRANSLATED = LANGUAGE_CODES.filter((language) => language !== 'en');

/**
 * Keys whose text may equal the English one, with the languages where it may (empty list: all).
 * Keep it small: only names, codes and words a language really shares with English.
 */
const SAME_AS_ENGLISH: Record<string, readonly LanguageCode[]> = {
  // 'Bonus' is the Indonesian and Malay word too.
  'payItems:defaults.bonus': ['id', 'ms'],
  'incentives:wageClassShort.additional': ['id', 'ms'],
  // 'Target' is the Indonesian word too.
  'incentives:fields.target': ['id'],
  // Proper names (Malaysian states) are said the same way; a pure placeholder line.
  'workCalendars:locationCalendar': ['id', 'ms', 'zh', 'vi'],
  'workCalendars:states.MY-01': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-02': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-03': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-05': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-06': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-08': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-09': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-10': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-11': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-12': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-13': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-14': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-15': ['id', 'ms', 'vi'],
  'workCalendars:states.MY-16': ['id', 'ms', 'vi'],
  'workCalendars:types.collective': ['id', 'ms'],
  // 'Debit' is the accounting word in Indonesian and Malay, 'Total' in Indonesian.
  'payrollJournal:columns.debit': ['id', 'ms'],
  'payrollJournal:columns.total': ['id'],
  'common:appName': [], // the product name "Tenaga"
  'common:ok': ['id', 'ms', 'vi'], // "OK" is the usual button text there
  'employmentTerms:kets.pdf': ['id', 'ms', 'zh', 'vi'], // the file format's name
  'employmentTerms:kets.listSeparator': ['id', 'ms', 'vi'], // a comma between listed items
  'settings:status': ['id', 'ms'], // "Status" is the Indonesian and Malay word
  'payruns:fields.status': ['id', 'ms'], // "Status" is the Indonesian and Malay word
  // Indonesia's income tax articles, named as the law names them.
  'payruns:lines.pph21': ['id', 'ms'],
  // 'Bonus' is the Indonesian and Malay word too.
  'payruns:lines.bonus': ['id', 'ms'],
  'payruns:runKinds.bonus': ['id', 'ms'],
  'payruns:lines.pph26': ['id', 'ms'],
  'settings:calculator.bonus': ['id', 'ms'], // "Bonus" is the Indonesian and Malay word
  'settings:banks.bank': ['id', 'ms'], // "Bank" is the Indonesian and Malay word
  // The names Singapore's agencies give these numbers, kept as issued.
  'settings:registrations.kinds.sgUen': ['id', 'ms', 'vi'],
  'settings:registrations.kinds.sgCpfSubmissionNumber': ['id', 'ms'],
  'menu:insuranceIndonesia': ['id', 'ms', 'vi'], // the country's name is spelt "Indonesia" there
  'menu:insuranceSingapore': ['vi'], // Vietnamese writes the country "Singapore"
  'menu:insuranceVietnam': ['id', 'ms'], // Indonesian and Malay write the country "Vietnam"
  'access:defaultRoles.administrator.name': ['id'], // "Administrator" is the Indonesian word
  'widgets:filter.summary': ['id', 'ms'], // only placeholders: the word order is the same as English
  'widgets:filter.summaryNoValues': ['id', 'ms'], // only placeholders, as above
  'audit:sentences.other': ['id', 'ms', 'vi'], // only placeholders and punctuation
  'audit:record': ['id', 'ms', 'vi'], // only placeholders: the noun before the name there too
  'audit:changes.value': ['id', 'ms', 'vi'], // only placeholders and a colon
  'reference:religions.islam': ['id', 'ms'], // "Islam" is the Indonesian and Malay word
  'access:permissions.fields.employee.email': ['id', 'vi'], // "Email" is the everyday Indonesian and Vietnamese word
  'employees:fields.email': ['id', 'vi'],
  'employees:export.columns.email': ['id', 'vi'],
  'employees:export.columns.status': ['id', 'ms'], // "Status" is the Indonesian and Malay word
  'approvals:columns.status': ['id', 'ms'],
  'workCalendars:weeks.assignments.statusTitle': ['id', 'ms'],
  'attendanceOverwork:fields.status': ['id', 'ms'], // "Status" is the Indonesian and Malay word
  'loans:fields.status': ['id', 'ms'],
  'salaryIncrements:fields.status': ['id', 'ms'],
  'claims:fields.status': ['id', 'ms'],
  'payItems:fields.status': ['id', 'ms'],
  'paymentFormulas:fields.status': ['id', 'ms'],
  // Country names written the same way, and "Status" (the Indonesian and Malay word).
  'insurancePolicies:fields.status': ['id', 'ms'],
  'insurancePolicies:countries.SG': ['vi'],
  'insurancePolicies:countries.MY': ['id', 'ms', 'vi'],
  'insurancePolicies:countries.ID': ['id', 'ms', 'vi'],
  'insurancePolicies:countries.VN': ['id', 'ms'],
  'insurancePolicies:countries.PH': ['vi'],
  // "Formula" is the Malay word.
  'paymentFormulas:fields.source': ['ms'],
  'paymentFormulas:fields.formula': ['ms'],
  'payruns:formulaTrace.formula': ['ms'],
  'paymentFormulas:fields.formulaId': ['ms'],
  'paymentFormulas:tabs.editor': ['ms'],
  // Country names written the same way.
  'paymentFormulas:countries.SG': ['vi'],
  'paymentFormulas:countries.MY': ['id', 'ms', 'vi'],
  'paymentFormulas:countries.ID': ['id', 'ms', 'vi'],
  'paymentFormulas:countries.VN': ['id', 'ms'],
  'paymentFormulas:countries.PH': ['vi'],
  'timeOff:fields.status': ['id', 'ms'], // "Status" is the Indonesian and Malay word
  'timeOff:history.title': ['id', 'ms', 'zh', 'vi'], // a pure placeholder line: the person and the dates
  'attendanceOverwork:thresholds.minutes': ['ms'], // "min" abbreviates the Malay "minit" too
  'access:permissions.fields.employee.bankCode': ['id', 'ms'], // "Bank" is the Indonesian and Malay word
  'employees:fields.bankCode': ['id', 'ms'],
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readNamespace(language: string, namespace: string): Json {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Json;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf as [dotted key, value]; objects are walked, anything else is a leaf. */
function leaves(node: Json, prefix = ''): [string, Json][] {
  if (!isObject(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The same pattern as interpolate() in ../index.ts. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** Braces left over once the real placeholders are removed: a broken '{{name}' or '{ {name}}'. */
function strayBraces(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''));
}

const lineBreaks = (text: string) => text.split('\n').length - 1;

function mayEqualEnglish(language: LanguageCode, fullKey: string): boolean {
  const languages = SAME_AS_ENGLISH[fullKey];
  return languages !== undefined && (languages.length === 0 || languages.includes(language));
}

describe('the English source catalog', () => {
  it.each(NAMESPACES)('%s: every value is a non-empty string with well-formed placeholders', (namespace) => {
    for (const [key, value] of leaves(readNamespace('en', namespace))) {
      expect(typeof value === 'string' && value.trim() !== '', `en ${namespace}:${key} must be a non-empty string`).toBe(true);
      expect(strayBraces(value as string), `en ${namespace}:${key} has a broken placeholder`).toBe(false);
    }
  });

  it('every allowlisted key exists in English', () => {
    for (const fullKey of Object.keys(SAME_AS_ENGLISH)) {
      const [namespace, key] = fullKey.split(':') as [string, string];
      const english = new Map(leaves(readNamespace('en', namespace)));
      expect(english.has(key), `${fullKey} is in SAME_AS_ENGLISH but not in en`).toBe(true);
    }
  });
});

describe.each(TRANSLATED)('catalog %s', (language) => {
  it('has one JSON file per namespace and no other', () => {
    const files = readdirSync(new URL(`${language}/`, LOCALES)).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const english = new Map(leaves(readNamespace('en', namespace)));
    const translated = () => new Map(leaves(readNamespace(language, namespace)));

    it('has every English key (deep) and no other', () => {
      const keys = [...translated().keys()];
      expect(
        [...english.keys()].filter((key) => !keys.includes(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        keys.filter((key) => !english.has(key)),
        'extra keys',
      ).toEqual([]);
    });

    it('has a non-empty string for every key', () => {
      const bad = [...translated()].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      expect(bad, 'keys without a non-empty string').toEqual([]);
    });

    it('keeps the placeholders and line breaks of English', () => {
      for (const [key, value] of translated()) {
        const source = english.get(key);
        if (typeof value !== 'string' || typeof source !== 'string') continue; // reported above
        expect(placeholders(value), `${language} ${namespace}:${key} placeholders`).toEqual(placeholders(source));
        expect(strayBraces(value), `${language} ${namespace}:${key} has a broken placeholder`).toBe(false);
        expect(lineBreaks(value), `${language} ${namespace}:${key} line breaks`).toBe(lineBreaks(source));
      }
    });

    it('is translated (differs from English unless allowlisted)', () => {
      const untranslated = [...translated()]
        .filter(([key, value]) => value === english.get(key) && !mayEqualEnglish(language, `${namespace}:${key}`))
        .map(([key]) => `${namespace}:${key}`);
      expect(untranslated, `${language}: still the English text`).toEqual([]);
    });
  });
});

describe.each(LANGUAGE_CODES)('locales/%s/index.ts', (language) => {
  const parts = {
    public: PUBLIC_NAMESPACES as readonly string[],
    app: NAMESPACES.filter((namespace) => !(PUBLIC_NAMESPACES as readonly string[]).includes(namespace) && !isOnDemandNamespace(namespace)),
  };

  it.each(Object.entries(parts))('%s.ts imports its namespaces and exports them', (part, namespaces) => {
    const source = readFileSync(new URL(`${language}/${part}.ts`, LOCALES), 'utf8');
    for (const namespace of namespaces) {
      const importLine = new RegExp(
        `^import\\s+${namespace}\\s+from\\s+'\\./${namespace}\\.json'\\s+with\\s*\\{\\s*type:\\s*'json'\\s*\\};?$`,
        'm',
      );
      expect(source, `${language}/${part}.ts does not import ${namespace}.json`).toMatch(importLine);
    }
    const exported = /export default \{([^}]*)\}/
      .exec(source)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(exported?.sort(), `${language}/${part}.ts default export`).toEqual([...namespaces].sort());
  });

  it('the browser’s two parts and its on-demand namespaces together are the whole catalog', async () => {
    const [publicTexts, appTexts] = await Promise.all([loadTexts(language, 'public'), loadTexts(language, 'app')]);
    const onDemand = Object.fromEntries(
      await Promise.all(ON_DEMAND_NAMESPACES.map(async (namespace) => [namespace, await loadOnDemandTexts(language, namespace)])),
    );
    expect(Object.keys(appTexts).filter(isOnDemandNamespace)).toEqual([]);
    expect({ ...publicTexts, ...appTexts, ...onDemand }).toEqual(await loadCatalog(language));
  });

  it('loads exactly the namespaces of NAMESPACES, with the JSON files as they are', async () => {
    const catalog = await loadCatalog(language);
    expect(Object.keys(catalog).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES) expect(catalog[namespace], `${language} ${namespace}`).toEqual(readNamespace(language, namespace));
  });
});
