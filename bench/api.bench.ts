// Start-up time of the server process, `GET auth/me` latency at 50 connections, and the web
// bundle sizes. The server runs in its own process, as in production; the load comes from this one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = 3390 + Math.floor(Math.random() * 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-bench-'));
const base = `http://127.0.0.1:${port}`;

async function startServer(): Promise<{ stop: () => Promise<void>; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  return {
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const first = await startServer();
await first.stop();
const server = await startServer();

const login = await fetch(`${base}/api/v2/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ domain: 'demo', username: 'admin', password: 'demo1234' }),
});
const { data } = (await login.json()) as { data: { token: string } };
const run = (duration: number) =>
  autocannon({ url: `${base}/api/v2/auth/me`, headers: { authorization: `Bearer ${data.token}` }, connections: 50, duration });
await run(2);
const result = await run(8);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// What the browser loads: the entry and its static imports (login), then the signed-in app and
// the home page (shell), read from Vite's manifest and measured gzipped.
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
const gzipKb = (keys: Set<string>) =>
  Math.round([...keys].reduce((sum, key) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[key]!.file))).length, 0) / 1000);
const loginKeys = closure(['index.html']);
const shellKeys = closure(['src/app/authenticated-app.tsx', 'src/features/home/components/home-page.tsx'], new Set(loginKeys));

console.log(
  JSON.stringify({
    bench: 'api',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    firstStartMs: Math.round(first.readyMs),
    laterStartMs: Math.round(server.readyMs),
    authMe: {
      connections: 50,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p97_5Ms: result.latency.p97_5,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    },
    webJsGzipKb: { login: gzipKb(loginKeys), shellAfterLogin: gzipKb(shellKeys) },
    budget: {
      firstStartMs: 15_000,
      laterStartMs: 5_000,
      authMeP95Ms: process.env.DATABASE_URL ? 10 : 50,
      loginJsGzipKb: 250,
      shellJsGzipKb: 500,
    },
  }),
);
