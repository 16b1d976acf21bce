// `npm start`: builds the web app when its sources are newer than the build, then starts the
// server (PGlite in ./data unless DATABASE_URL is set). The server prints the URL and demo logins.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/i18n/locales',
  'packages/i18n/src',
];

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((source) => path.join(root, source))
    .filter(fs.existsSync)
    .map(newestChange),
);
if (changedAt > builtAt) {
  console.log('Building the web app…');
  // vite may be installed under apps/web rather than hoisted to the root.
  const vite = [path.join(root, 'apps/web/node_modules/vite/bin/vite.js'), path.join(root, 'node_modules/vite/bin/vite.js')].find((file) =>
    fs.existsSync(file),
  );
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Without a mail server, mail (a password reset link, say) is written to files under the data
// directory, so that someone trying the product can still follow a link; the server prints where.
const mailDir = process.env.SMTP_URL || process.env.MAIL_DIR ? {} : { MAIL_DIR: path.resolve(process.env.DATA_DIR ?? 'data', 'mail') };

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...mailDir, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
