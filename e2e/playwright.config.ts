import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for every run.
const dataDir = path.join(os.tmpdir(), `tenaga-e2e-${process.pid}`);
// Where the server delivers mail, one file per mail (the workers inherit it to read the mail).
const mailDir = (process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `tenaga-e2e-mail-${process.pid}`));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's Chromium; a test tool never downloads its own browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-SG',
    // The app turns antd's animations off for people who ask for less motion: no waiting on them.
    reducedMotion: 'reduce',
    // Recording a trace of every test (to keep the failures') doubled Chromium's work: only retries record.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node --import tsx e2e/support/approvals-server.ts`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JOB_POLL_MS: '200',
      MAIL_DIR: mailDir,
      // Another build of the web app (several people testing side by side); default apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
