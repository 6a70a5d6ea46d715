import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure rules, server calls through app.inject(), web components.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'games', include: ['packages/games/src/**/*.test.ts'], testTimeout: 60000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      // The lint rules' own tests: fixtures that break each layer rule.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], testTimeout: 60000 } },
      {
        // The same `@/` alias as apps/web/vite.config.ts and apps/web/tsconfig.json.
        resolve: {
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
        },
        test: { name: 'web', include: ['apps/web/src/**/*.test.tsx'], environment: 'jsdom' },
      },
    ],
  },
});
