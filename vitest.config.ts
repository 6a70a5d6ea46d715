import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure rules, server calls through app.inject(), web components.
export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a 2-core machine, which then
    // leaves a core idle: the main process only transforms and reports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', isolate: false, include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'games', isolate: false, include: ['packages/games/src/**/*.test.ts'], testTimeout: 60000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // A busy 2-core machine (CI beside other work) can take a minute to start an embedded
          // database and run start-up in a file's beforeAll: these bound a hung test, not a slow one.
          testTimeout: 60000,
          hookTimeout: 180000,
          pool: 'forks',
          isolate: false,
          // Migrates one database for the run; each file's database starts as a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      // The lint rules' own tests: fixtures that break each layer rule.
      { test: { name: 'tools', isolate: false, include: ['tools/**/*.test.ts'], testTimeout: 60000 } },
      {
        // The same `@/` alias as apps/web/vite.config.ts and apps/web/tsconfig.json.
        resolve: {
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // As on the server: bounds a hung test, not a slow one (a loaded 2-core machine can take seconds to render a page).
          testTimeout: 30000,
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts', 'apps/web/src/backoffice/app/test-setup.ts', 'apps/web/src/affiliate/app/test-setup.ts'],
        },
      },
    ],
  },
});
