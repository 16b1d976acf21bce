// `npm test` step "module scaffold": makes a module with `npm run new-module` in a copy of this
// checkout (so the working tree is never touched), then runs on that copy the checks a new module
// must pass: types, lint, format, generated lists, the whole unit suite of the repository, packages
// and web, the new module's server tests, and its browser journey. The copy is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const NAME = 'scaffold-check';
// A menu item no module has built yet, for the generated module to claim.
const MENU = 'knowledge';

/** The checkout's files (tracked, and new ones not ignored) copied as they are now. */
function copyCheckout(target) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
}

/**
 * The installed packages, without copying them: each entry of every node_modules folder links to
 * the installed one, except the workspace's own links (they point into the copy, as here).
 */
function linkInstalledPackages(target) {
  const folders = [
    'node_modules',
    ...['apps', 'packages'].flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => `${group}/${name}/node_modules`)),
  ];
  const link = (from, to) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const destination = path.join(to, entry.name);
      if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), destination);
      else if (entry.isDirectory() && entry.name.startsWith('@')) {
        fs.mkdirSync(destination);
        link(source, destination);
      } else fs.symlinkSync(source, destination);
    }
  };
  for (const folder of folders) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    fs.mkdirSync(path.join(target, folder), { recursive: true });
    link(path.join(root, folder), path.join(target, folder));
  }
}

/** Runs one check in the copy (or a folder of it); a failure stops the whole with its label. */
function run(label, command, args, { cwd = copy, env = {} } = {}) {
  console.log(`  · ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${label} failed in the generated module's copy (${copy})`);
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-scaffold-'));
let passed = false;
try {
  copyCheckout(copy);
  linkInstalledPackages(copy);
  // A repository of its own, so that what reads the checkout's file list (the import-cycle check) reads the copy's.
  execFileSync('git', ['init', '--quiet'], { cwd: copy });
  const node = process.execPath;
  const bin = (name) => path.join(copy, 'node_modules', '.bin', name);
  const withoutPostgres = { DATABASE_URL: '' };
  run(`npm run new-module ${NAME} -- --menu ${MENU}`, node, ['--import', 'tsx', 'scripts/new-module.ts', NAME, '--menu', MENU]);
  run('generated lists', node, ['scripts/generate.mjs', '--check']);
  run('types', node, ['scripts/typecheck.mjs']);
  run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  run('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  run(
    'unit tests: repository, packages, web, and the module on the server',
    bin('vitest'),
    ['run', 'scripts/', 'packages/', 'apps/web/', `apps/server/src/modules/${NAME}/`],
    { env: withoutPostgres },
  );
  if (!process.argv.includes('--skip-e2e')) {
    const vite = [path.join(copy, 'apps/web/node_modules/vite/bin/vite.js'), path.join(copy, 'node_modules/vite/bin/vite.js')].find(
      (file) => fs.existsSync(file),
    );
    run('build', node, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(copy, 'apps/web') });
    run('browser journey', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', `e2e/${NAME}`], {
      env: { ...withoutPostgres, E2E_PORT: String(Number(process.env.E2E_PORT ?? 3210) + 1) },
    });
  }
  passed = true;
} finally {
  if (passed || process.env.CI) fs.rmSync(copy, { recursive: true, force: true });
  else console.error(`The copy is kept for a look: ${copy}`);
}
console.log(`✔ a module made with the scaffold passes`);
