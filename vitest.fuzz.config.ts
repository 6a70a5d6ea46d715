import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: the API fuzzer (apps/server/src/test/fuzz), on the embedded database only.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.fuzz.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});
