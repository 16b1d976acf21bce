// The architecture's import rules (docs: shared/design/architecture.md, docs/adding-a-module.md), as a
// lint rule: each import is resolved against the importing file and checked against the zones below.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where an import leads, as a path from the repository root; null for a library from npm. */
function targetOf(file, specifier) {
  if (specifier.startsWith('.'))
    return path
      .relative(ROOT, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/');
  const workspace = /^@tenaga\/([^/]+)(\/.*)?$/.exec(specifier);
  if (workspace) return `packages/${workspace[1]}/src${workspace[2] ?? '/index.ts'}`;
  return null;
}

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const segment = (file, prefix) => (inside(file, prefix) ? file.slice(prefix.length + 1).split('/')[0] : undefined);
const isTest = (file) => file.includes('/__tests__/') || /\.test\.tsx?$/.test(file);

const WEB = 'apps/web/src';
const SERVER_MODULES = 'apps/server/src/modules';

/**
 * Each zone: a check of (from, to) that answers the message when the import is not allowed. Tests
 * follow the same rules as the code they test, except that a package's tests may use the packages
 * above it (an i18n test checks that every menu item of the contracts has its label).
 */
const ZONES = [
  (from, to) =>
    inside(from, 'apps') && inside(to, 'apps') && segment(from, 'apps') !== segment(to, 'apps')
      ? 'An app does not import another app.'
      : null,
  (from, to) => (inside(from, 'packages') && inside(to, 'apps') ? 'Packages never import apps.' : null),
  (from, to) =>
    ['payroll', 'domain', 'i18n'].includes(segment(from, 'packages')) && inside(to, 'packages/contracts') && !isTest(from)
      ? 'payroll, domain and i18n come before contracts: they do not import it.'
      : null,
  (from, to) => {
    const own = segment(from, `${WEB}/features`);
    const other = segment(to, `${WEB}/features`);
    return own && other && own !== other
      ? `Features do not import features (${own} → ${other}): move the shared piece to components/ or lib/, or compose the two at the route level in app/.`
      : null;
  },
  (from, to) =>
    (inside(from, `${WEB}/features`) || inside(from, `${WEB}/components`) || inside(from, `${WEB}/lib`)) && inside(to, `${WEB}/app`)
      ? 'Nothing under features/, components/ or lib/ imports app/: app/ composes them, not the other way round.'
      : null,
  (from, to) =>
    (inside(from, `${WEB}/components`) || inside(from, `${WEB}/lib`)) && inside(to, `${WEB}/features`)
      ? 'Shared widgets and lib/ do not import features.'
      : null,
  (from, to) => {
    const target = segment(to, SERVER_MODULES);
    if (!target || !to.startsWith(`${SERVER_MODULES}/${target}/`)) return null;
    if (segment(from, SERVER_MODULES) === target) return null;
    return to === `${SERVER_MODULES}/${target}/index.ts`
      ? null
      : `A server module is reached only through its public face: import from modules/${target}/index.ts.`;
  },
  (from, to) =>
    (inside(from, 'apps/server/src/lib') || inside(from, 'apps/server/src/plugins')) && inside(to, SERVER_MODULES)
      ? 'lib/ and plugins/ are below the modules: they do not import them.'
      : null,
];

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The architecture's import boundaries between apps, packages, features and modules" },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = targetOf(context.filename, source.value);
      if (!to) return;
      for (const zone of ZONES) {
        const message = zone(from, to);
        if (message) {
          context.report({ node, message });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries } };
