import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

// Three projects: node unit tests (common/, server/), browser-ish unit tests (src/, jsdom),
// and integration tests that build the app on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/web-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite is one connection per app; keep files in parallel, tests in a file sequential.
          fileParallelism: true,
        },
      },
      // Several app processes on one PostgreSQL + a loopback S3 server (decision 176): only with TEST_DATABASE_URL,
      // so `npm test` runs it in its PostgreSQL pass (PGlite is one in-process database: no topology to test).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'topology',
                environment: 'node',
                include: ['tests/topology/**/*.test.ts'],
                testTimeout: 300_000,
                hookTimeout: 300_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
