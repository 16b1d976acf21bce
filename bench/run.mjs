// `npm run bench [name…]`: runs bench/<name>.bench.ts (all when no name is given); each prints
// one JSON line with its figures and budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')));
let failed = false;
for (const file of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
