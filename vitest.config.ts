import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: on a 2-core machine (CI) that is one worker for
    // files that spend their time in PGlite, not in the main process. Two workers there halve the wait.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'packages', environment: 'node', include: ['packages/*/src/**/*.test.ts'] },
      },
      {
        // The repository's own rules: import boundaries and cycles, generated files.
        test: { name: 'repository', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          // The app's modules load once per worker instead of once per file: importing them was as
          // long as the tests. Each file builds its own app on its own database; no test mocks a module.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // antd and React load once per worker instead of once per file (74 → 24 s). Each file
          // renders into its own jsdom and the tests hold no module state across files (checked
          // with --sequence.shuffle).
          isolate: false,
          // A test that drives antd's pickers and forms in jsdom takes seconds on two busy cores
          // (the first in a file also pays for rendering them cold); a hang still fails.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
