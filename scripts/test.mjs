// `npm test`: every check a change must pass, in the order that fails fastest. With DATABASE_URL
// set, the server tests run a second time against PostgreSQL. `npm test -- --skip-e2e` skips the
// browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// vite may be installed under apps/web rather than hoisted to the root.
const vite = [path.join(root, 'apps/web/node_modules/vite/bin/vite.js'), path.join(root, 'node_modules/vite/bin/vite.js')].find((file) =>
  fs.existsSync(file),
);
const skipE2e = process.argv.includes('--skip-e2e');
const withoutPostgres = { ...process.env, DATABASE_URL: '' };

const steps = [
  ['types', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['generated files', process.execPath, [path.join(root, 'scripts/generate.mjs'), '--check']],
  ['unit and API tests (PGlite)', bin('vitest'), ['run'], withoutPostgres],
  ...(process.env.DATABASE_URL ? [['API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server']]] : []),
  ...(skipE2e
    ? []
    : [
        ['build', process.execPath, [vite, 'build', '--logLevel', 'warn'], process.env, path.join(root, 'apps/web')],
        ['browser tests', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], withoutPostgres],
      ]),
  // A module made with `npm run new-module`, checked in a copy of the checkout (scripts/scaffold-check.mjs).
  ['module scaffold', process.execPath, [path.join(root, 'scripts/scaffold-check.mjs'), ...(skipE2e ? ['--skip-e2e'] : [])]],
];

const timings = [];
for (const [name, command, args, env = process.env, cwd = root] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);
