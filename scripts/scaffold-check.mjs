// `npm test` step "module scaffold": makes a module with `npm run new-module` in a copy of this
// checkout (so the working tree is never touched), then runs on that copy the checks a new module
// must pass: types (the whole project: the generated lists touch shared files), lint and format of
// the files it made or changed, generated lists, the repository's rules, the catalogs, the web app's
// shell, the new module's own tests on both sides, and its browser journey. The rest of the suite
// already ran on the checkout itself. The copy is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const NAME = 'scaffold-check';
// A menu item no module has built yet, for the generated module to claim.
const MENU = 'knowledge';
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'scaffold',
  GIT_AUTHOR_EMAIL: 'scaffold@localhost',
  GIT_COMMITTER_NAME: 'scaffold',
  GIT_COMMITTER_EMAIL: 'scaffold@localhost',
};

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
  // A first commit of the copy as it is, so that the files the scaffold makes or changes can be listed.
  const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...GIT_IDENTITY } });
  git('add', '-A');
  git('commit', '--quiet', '--no-verify', '-m', 'checkout');
  const node = process.execPath;
  const bin = (name) => path.join(copy, 'node_modules', '.bin', name);
  const withoutPostgres = { DATABASE_URL: '' };
  run(`npm run new-module ${NAME} -- --menu ${MENU}`, node, ['--import', 'tsx', 'scripts/new-module.ts', NAME, '--menu', MENU]);
  run('generated lists', node, ['scripts/generate.mjs', '--check']);
  // The projects a module's files and the generated lists belong to (payroll, domain and scripts are untouched).
  run('types', node, ['scripts/typecheck.mjs', 'apps/web', 'apps/server', 'e2e', 'packages/contracts', 'packages/i18n']);
  git('add', '-A');
  const touched = git('diff', '--cached', '--name-only', '--diff-filter=d').split('\n').filter(Boolean);
  run('lint of what it made or changed', bin('eslint'), [
    '--max-warnings',
    '0',
    '--no-warn-ignored',
    ...touched.filter((file) => /\.(ts|tsx|mjs)$/.test(file)),
  ]);
  run('format of what it made or changed', bin('prettier'), ['--check', '--log-level', 'warn', '--ignore-unknown', ...touched]);
  run(
    'unit tests: repository, catalogs, the web shell, and the module on both sides',
    bin('vitest'),
    ['run', 'scripts/', 'packages/i18n/', 'apps/web/src/app/', `apps/web/src/features/${NAME}/`, `apps/server/src/modules/${NAME}/`],
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
