import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  readonly base: string;
  /** From spawning the process to its health check answering. */
  readonly readyMs: number;
  stop(): Promise<void>;
}

/** The production server in a process of its own, on a data directory that outlives restarts until removed. */
export function serverProcesses() {
  const port = 3390 + Math.floor(Math.random() * 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-bench-'));
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async start(): Promise<ServerProcess> {
      const started = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
        cwd: ROOT,
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
        base,
        readyMs,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
