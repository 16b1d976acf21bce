import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'packages', environment: 'node', include: ['packages/*/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'web', environment: 'jsdom', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
