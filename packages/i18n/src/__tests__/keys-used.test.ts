/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ErrorCodes, INDUSTRIES, MAIN_MENU, SETTINGS_MENU, type MenuNode } from '@tenaga/contracts';
import { en, NAMESPACES } from '../index.ts';

/**
 * Every translation key the code names literally exists in the English catalog. Keys are found
 * in the source (parsed with the TypeScript compiler, not grepped):
 *  - any string literal 'namespace:key' (t('errors:x'), i18next.t('validation:x'), translate(lang,
 *    'auth:x'), fieldErrors / errorKey / titleKey values, route titles, the contracts' `v` keys);
 *  - t('key') / t('key', { ns: 'x' }) where t comes from `const { t } = useTranslation(...)` in an
 *    enclosing scope (no argument: the default namespace 'common'; an array: its first entry);
 *  - i18next.t('key') (default namespace 'common').
 * A call whose key or namespace is not a literal (t(name), t(`industries.${x}`), ns from a
 * variable, a t that is a parameter or comes from elsewhere) is skipped, never guessed.
 * Test files are not scanned (they may name keys that must not exist).
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];
/** web's i18next defaultNS (apps/web/src/lib/i18n.ts). */
const DEFAULT_NAMESPACE = 'common';

const KEY_PATH = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;
const NAMESPACED_KEY = new RegExp(`^(${NAMESPACES.join('|')}):([A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)$`);

interface KeyUse {
  readonly namespace: string;
  readonly key: string;
  readonly where: string;
  /** i18next options that change which entry is read. */
  readonly plural?: boolean;
  readonly returnObjects?: boolean;
}

const UNRESOLVED = Symbol('unresolved');

function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The options argument of t(): its literal `ns`, or UNRESOLVED when it cannot be known. */
function readOptions(node: ts.Expression | undefined): { ns?: string | typeof UNRESOLVED; plural: boolean; returnObjects: boolean } {
  if (node === undefined) return { plural: false, returnObjects: false };
  if (!ts.isObjectLiteralExpression(node)) return { ns: UNRESOLVED, plural: false, returnObjects: false };
  let ns: string | typeof UNRESOLVED | undefined;
  let plural = false;
  let returnObjects = false;
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) ns = UNRESOLVED;
    const name = 'name' in property && property.name ? propertyName(property.name as ts.PropertyName) : undefined;
    if (name === 'ns') ns = ts.isPropertyAssignment(property) ? (literalText(property.initializer) ?? UNRESOLVED) : UNRESOLVED;
    if (name === 'count' || name === 'context') plural = true;
    if (name === 'returnObjects') returnObjects = true;
  }
  return { ...(ns === undefined ? {} : { ns }), plural, returnObjects };
}

/** The namespace of `useTranslation(...)`'s t, or undefined when it is not a plain literal. */
function hookNamespace(call: ts.CallExpression): string | undefined {
  if (call.arguments.length > 1) return undefined; // options such as keyPrefix
  const [first] = call.arguments;
  if (first === undefined) return DEFAULT_NAMESPACE;
  if (ts.isArrayLiteralExpression(first)) return literalText(first.elements[0]);
  return literalText(first);
}

function bindsT(name: ts.BindingName): boolean {
  if (ts.isIdentifier(name)) return name.text === 't';
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsT(element.name));
}

/** What the nearest declaration of `t` in the statements of one block says, if it declares t. */
function declarationOfT(statements: readonly ts.Statement[]): string | typeof UNRESOLVED | undefined {
  for (const statement of statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      const imported = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((element) => element.name.text === 't') : undefined;
      if (imported)
        return literalText(statement.moduleSpecifier) === 'i18next' && (imported.propertyName?.text ?? 't') === 't'
          ? DEFAULT_NAMESPACE
          : UNRESOLVED;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === 't') return UNRESOLVED;
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!bindsT(declaration.name)) continue;
      const init = declaration.initializer;
      const fromHook =
        ts.isObjectBindingPattern(declaration.name) &&
        declaration.name.elements.some(
          (element) =>
            ts.isIdentifier(element.name) &&
            element.name.text === 't' &&
            (element.propertyName === undefined || propertyName(element.propertyName) === 't'),
        ) &&
        init !== undefined &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === 'useTranslation';
      return fromHook ? (hookNamespace(init) ?? UNRESOLVED) : UNRESOLVED;
    }
  }
  return undefined;
}

/** The namespace of the `t` visible at `node`: walks the enclosing scopes outwards. */
function namespaceOfT(node: ts.Node): string | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((parameter) => bindsT(parameter.name))) return undefined;
    if (ts.isCatchClause(scope) && scope.variableDeclaration && bindsT(scope.variableDeclaration.name)) return undefined;
    if (
      (ts.isForOfStatement(scope) || ts.isForInStatement(scope) || ts.isForStatement(scope)) &&
      scope.initializer &&
      ts.isVariableDeclarationList(scope.initializer) &&
      scope.initializer.declarations.some((declaration) => bindsT(declaration.name))
    ) {
      return undefined;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope)) {
      const found = declarationOfT(scope.statements);
      if (found === UNRESOLVED) return undefined;
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The translation keys one source file names literally. */
function keysInSource(fileName: string, text: string): KeyUse[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const uses: KeyUse[] = [];
  const where = (node: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const visit = (node: ts.Node): void => {
    const literal = literalText(node);
    const namespaced = literal === undefined ? null : NAMESPACED_KEY.exec(literal);
    if (namespaced && !(node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)))) {
      const call = node.parent && ts.isCallExpression(node.parent) && node.parent.arguments[0] === node ? node.parent : undefined;
      const options = call ? readOptions(call.arguments[1]) : { plural: false, returnObjects: false };
      uses.push({
        namespace: namespaced[1]!,
        key: namespaced[2]!,
        where: where(node),
        plural: options.plural,
        returnObjects: options.returnObjects,
      });
    }

    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isHookT = ts.isIdentifier(callee) && callee.text === 't';
      const isGlobalT =
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 't' &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'i18next';
      const key = literalText(node.arguments[0]);
      if ((isHookT || isGlobalT) && key !== undefined && !key.includes(':') && KEY_PATH.test(key)) {
        const options = readOptions(node.arguments[1]);
        const namespace = options.ns !== undefined ? options.ns : isGlobalT ? DEFAULT_NAMESPACE : namespaceOfT(node);
        if (typeof namespace === 'string' && (NAMESPACES as readonly string[]).includes(namespace)) {
          uses.push({ namespace, key, where: where(node), plural: options.plural, returnObjects: options.returnObjects });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function lookup(namespace: string, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (en as Record<string, unknown>)[namespace]);
}

function existsInEnglish(use: KeyUse): boolean {
  const value = lookup(use.namespace, use.key);
  if (typeof value === 'string') return true;
  // Plural forms only: both translators pick them from the `count` the values carry (a server field error's values come apart from its key).
  if (typeof lookup(use.namespace, `${use.key}_other`) === 'string') return true;
  if (use.returnObjects && typeof value === 'object' && value !== null) return true;
  if (use.plural) {
    const parts = use.key.split('.');
    const last = parts.pop()!;
    const parent = parts.length ? lookup(use.namespace, parts.join('.')) : (en as Record<string, unknown>)[use.namespace];
    return typeof parent === 'object' && parent !== null && Object.keys(parent).some((name) => name.startsWith(`${last}_`));
  }
  return false;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = SCANNED.flatMap((directory) => sourceFiles(`${ROOT}${directory}`));
const uses = files.flatMap((file) => keysInSource(relative(ROOT, file), readFileSync(file, 'utf8')));

describe('translation keys used in the code', () => {
  it('finds the code and its keys', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(uses.length).toBeGreaterThan(150);
    for (const prefix of SCANNED)
      expect(
        uses.some((use) => use.where.startsWith(prefix)),
        `no key found in ${prefix}`,
      ).toBe(true);
  });

  it('every statically known key exists in the English catalog', () => {
    const missing = uses.filter((use) => !existsInEnglish(use)).map((use) => `${use.namespace}:${use.key} (${use.where})`);
    expect(missing).toEqual([]);
  });

  it('every error code has its message (the server translates errors:<code>)', () => {
    // A message that counts something has its plural forms instead (`<code>_one`, `<code>_other`).
    const hasMessage = (code: string) =>
      typeof lookup('errors', code) === 'string' || typeof lookup('errors', `${code}_other`) === 'string';
    const missing = Object.keys(ErrorCodes).filter((code) => !hasMessage(code));
    expect(missing).toEqual([]);
  });

  it('every industry has its label (the web translates industries.<industry>)', () => {
    expect(INDUSTRIES.filter((industry) => typeof lookup('settings', `industries.${industry}`) !== 'string')).toEqual([]);
  });

  it('every served menu item has its label (the web translates menu:<name>)', () => {
    // The same filter as the server's toMenuItems (apps/server/src/modules/menu/menu.rules.ts).
    const served = (nodes: readonly MenuNode[]): string[] =>
      nodes
        .filter((node) => node.developed || (node.children ?? []).some((child) => child.developed))
        .flatMap((node) => [node.name, ...served(node.children ?? [])]);
    const missing = served([...MAIN_MENU, ...SETTINGS_MENU]).filter((name) => typeof lookup('menu', name) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('the key scanner', () => {
  const found = (code: string, fileName = 'x.tsx') => keysInSource(fileName, code).map((use) => `${use.namespace}:${use.key}`);

  it('resolves the namespace of t from useTranslation in the enclosing scope', () => {
    const code = `
      function A() { const { t } = useTranslation('auth'); return t('login'); }
      function B() { const { t } = useTranslation(); return t('save') + t('retry', { ns: 'errors' }); }
      function C() { const { t } = useTranslation(['shell', 'notifications']); return t('logout'); }
      function D() { const { t, i18n } = useTranslation('home'); const f = () => t('language'); return f(); }`;
    expect(found(code)).toEqual(['auth:login', 'common:save', 'errors:retry', 'shell:logout', 'home:language']);
  });

  it('reads namespaced literals anywhere and i18next.t with the default namespace', () => {
    const code = `const m = { a: 'validation:required' }; i18next.t('reload'); t('errors:jobFailed'); new AppError('X', { fieldErrors: { f: 'errors:WRONG_PASSWORD' } });`;
    expect(found(code, 'x.ts')).toEqual(['validation:required', 'common:reload', 'errors:jobFailed', 'errors:WRONG_PASSWORD']);
  });

  it('skips what it cannot resolve', () => {
    const code = `
      function A(t: (k: string) => string) { return t('fromParameter'); }
      function B() { const t = makeT(); return t('fromElsewhere'); }
      function C() { const { t } = useTranslation(ns); return t('dynamicNamespace') + t(name) + t(\`industries.\${x}\`); }
      function D() { const { t } = useTranslation('settings'); return t('key', options) + t('key2', { ns: other }); }
      function E() { return t('noBinding'); }
      const x = 'unknown:key'; const y = 'errors:has space';`;
    expect(found(code)).toEqual([]);
  });

  it('accepts plural and object keys the way i18next reads them', () => {
    expect(existsInEnglish({ namespace: 'settings', key: 'industries', where: '', returnObjects: true })).toBe(true);
    expect(existsInEnglish({ namespace: 'settings', key: 'industries', where: '' })).toBe(false);
    expect(existsInEnglish({ namespace: 'common', key: 'nope', where: '', plural: true })).toBe(false);
  });
});
