// Type-checks each workspace project with its own tsconfig (server: Node types; web: DOM + JSX),
// two at a time (each tsc uses one core; CI has two). Projects named as arguments: only those.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// The slowest first, so that the two lanes finish together.
const projects = [
  'apps/web',
  'apps/server',
  'e2e',
  'packages/payroll',
  'packages/contracts',
  'packages/domain',
  'packages/i18n',
  'scripts',
].filter((dir) => existsSync(`${dir}/tsconfig.json`) && (process.argv.length <= 2 || process.argv.includes(dir)));
const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });

let failed = false;
const queue = [...projects];
const lane = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) failed = !(await check(project)) || failed;
};
await Promise.all(Array.from({ length: Math.max(2, Math.min(availableParallelism(), 4)) }, lane));
process.exit(failed ? 1 : 0);
