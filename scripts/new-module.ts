// `npm run new-module <name> -- --menu <menu item> [--record <one record's name>]`: makes a working
// module on both sides from scripts/module-template (docs/adding-a-module.md is the recipe).
// Everything a module needs is a new file; the lists that name every module are then regenerated
// (`npm run generate`) and the module's migration is generated from its schema (drizzle-kit).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { API_MODULES, MAIN_MENU_MAP, SETTINGS_MENU_MAP, type MenuEntry } from '@tenaga/contracts';
import en from '../packages/i18n/locales/en/menu.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'module-template');

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message: string): never {
  console.error(`new-module: ${message}`);
  process.exit(2);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^./, (letter) => letter.toUpperCase());

/** 'leave-types' → 'leave-type'; a name that is not an English plural gets '-item'. */
const singular = (kebab: string) => (/[^s]s$/.test(kebab) ? kebab.slice(0, -1) : `${kebab}-item`);

function findEntry(entries: readonly MenuEntry[], name: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.name === name) return entry;
    const inner = findEntry(entry.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

const name = process.argv[2];
if (!name || name.startsWith('--')) fail('usage: npm run new-module <name> -- --menu <menu item> [--record <record>]');
if (!KEBAB.test(name)) fail(`the name '${name}' must be kebab-case: leave-types`);
const menu =
  option('menu') ?? fail('--menu names the menu item the module serves (packages/contracts/src/menu.ts), e.g. --menu publicHoliday');
const entry =
  findEntry([...MAIN_MENU_MAP, ...SETTINGS_MENU_MAP], menu) ?? fail(`there is no menu item '${menu}' (packages/contracts/src/menu.ts)`);
if (!entry.path || entry.children?.length) fail(`'${menu}' is a group of the menu; name one of its pages`);
const owner = API_MODULES.find((module) => (module.menu as readonly string[]).includes(menu));
if (owner) fail(`'${menu}' is served by the ${owner.name} module already`);
const record = option('record') ?? singular(name);
if (!KEBAB.test(record) || record === name) fail(`--record '${record}' must be kebab-case and differ from the module's name`);

const words: [string, string][] = [
  ['__item-kebab__', record],
  ['__ItemPascal__', pascal(record)],
  ['__kebab__', name],
  ['__camel__', camel(name)],
  ['__Pascal__', pascal(name)],
  ['__snake__', name.replace(/-/g, '_')],
  ['__menuPath__', entry.path],
  ['__menu__', menu],
  ['__Title__', (en as Record<string, string>)[menu] ?? pascal(name)],
];
const fill = (text: string) => words.reduce((result, [token, value]) => result.replaceAll(token, value), text);

function templateFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((item) => (item.isDirectory() ? templateFiles(path.join(dir, item.name)) : [path.join(dir, item.name)]));
}

const planned = templateFiles(templates).map((template) => ({
  template,
  target: path.join(root, fill(path.relative(templates, template)).replace(/\.tpl$/, '')),
}));
const existing = planned.filter(({ target }) => fs.existsSync(target));
if (existing.length) fail(`these files exist already:\n  ${existing.map(({ target }) => path.relative(root, target)).join('\n  ')}`);

for (const { template, target } of planned) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const text = fill(fs.readFileSync(template, 'utf8'));
  fs.writeFileSync(target, await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target }));
  console.log(`  created ${path.relative(root, target)}`);
}

const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
run(process.execPath, [path.join(root, 'scripts/generate.mjs')]);
run(process.execPath, [
  path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
  'generate',
  '--config',
  'apps/server/drizzle.config.ts',
  '--name',
  name.replace(/-/g, '_'),
]);

console.log(`
The ${name} module serves ${menu} (${entry.path}). Next (docs/adding-a-module.md):
  - its rules in apps/server/src/modules/${name}/${name}.rules.ts, its fields in the contract and the schema
    (then \`npm run db:generate\` again), its pages in apps/web/src/features/${name}/, its texts in five languages;
  - \`npm test\` runs its tests with the rest.`);
