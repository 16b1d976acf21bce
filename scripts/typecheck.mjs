// Type-checks each workspace project with its own tsconfig (server: Node types; web: DOM + JSX).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/contracts', 'packages/i18n', 'packages/domain', 'packages/payroll', 'apps/server', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects.filter((dir) => existsSync(`${dir}/tsconfig.json`))) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
