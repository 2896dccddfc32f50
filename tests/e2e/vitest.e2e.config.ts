import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser tests: each file starts its own server (fresh DATA_DIR, free port) and its own chromium.
// Files run one at a time: two chromiums plus two servers on a 2-core machine make timings flaky.
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../../common', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a lazy page chunk takes to arrive on a loaded CI machine
    // (a sidebar highlight after login missed it once); a poll still fails when the state never comes.
    expect: { poll: { timeout: 15_000 } },
  },
});
