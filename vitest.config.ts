import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// As the end-to-end tests: a test that fails once is run once more, and the test command's
// summary names every test that passed only on retry, so flakiness is seen, not hidden.
// (Each project takes it: inline projects do not inherit the root's test options.)
const retry = 1;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its main process, which on a
    // two-core machine means one worker and every test file in turn; the main process is
    // mostly idle once the files are transformed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dashboard',
          retry,
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'service',
          retry,
          environment: 'node',
          include: [
            'reference-service/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Several files build a reference dataset of thousands of incidents before their tests,
          // and some draw thousands of records in one test: on a busy two-core machine that takes
          // longer than Vitest's defaults (5 s, 10 s), which then fail tests that check no time.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          retry,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each test file makes its own database on it.
          globalSetup: ['./server/testing/global-postgres.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
