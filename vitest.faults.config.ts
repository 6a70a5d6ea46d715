import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the fault tests (apps/server/src/test/faults, docs/decisions/0027). Each file
// starts the real server as a child process (and its own PostgreSQL cluster or Redis server to break),
// so the files run one after another: a fault's timing is its own, not two files' fight for 2 cores.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.faults.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
