import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// As the end-to-end tests: a test that fails once is run once more, and the test command's
// summary names every test that passed only on retry, so flakiness is seen, not hidden.
// (Each project takes it: inline projects do not inherit the root's test options.)
const retry = 1;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The test files under `dir` that replace modules (`vi.mock`): a replacement needs a module
 * registry of its own, so they run isolated. Every other file shares its worker's modules and
 * window (src/test/setup.ts blanks the page, storage and address before each file): importing
 * React, the router and the generated clients afresh per file, and a window per file, took the
 * run from ~190 s to ~330 s on two cores.
 */
function filesReplacingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((path) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')));
}

const DASHBOARD_TESTS = 'src/**/*.test.{ts,tsx}';
const dashboardReplacingModules = filesReplacingModules('src');

// The service and server files share modules per worker too, and none replaces one: a file that
// starts to would see the modules the files before it loaded, so it is stopped here.
const nodeReplacingModules = ['reference-service', 'contract', 'scripts', 'server'].flatMap(
  filesReplacingModules,
);
if (nodeReplacingModules.length > 0) {
  throw new Error(
    `${nodeReplacingModules.join(', ')} replace modules (vi.mock), but the service and server ` +
      'projects share modules per worker: give such files an isolated project, as the dashboard does.',
  );
}

const dashboardProject = (
  name: string,
  include: string[],
  exclude: string[],
  isolate: boolean,
  groupOrder: number,
) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    retry,
    isolate,
    sequence: { groupOrder },
    environment: 'happy-dom',
    include,
    exclude,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});

/**
 * Files that take far longer than their size suggests. The server's `*-instances` files start
 * server processes and wait on them (a killed one's job to expire: 35 s); the delivery and
 * watcher files wait on retries and polls; the mangled addresses walk 700 of them. Vitest starts
 * the files it has timed longest first, but a clean clone has no timings and it starts the
 * largest: these then started last and ran alone at the end while the other workers sat idle
 * (173 s for the whole run, against 157 s with timings).
 */
const LONG_FILES = [
  /-instances\.test\.ts$/,
  /\/server\/(delivery\/delivery|watches\/watcher)\.test\.ts$/,
  /\/mangled-addresses\.test\.tsx$/,
];
const isLong = (file: TestSpecification) => LONG_FILES.some((long) => long.test(file.moduleId));

/** Vitest's order (each project's files together), with the long files first in each project. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<TestSpecification['project'], TestSpecification[]>();
    for (const file of await super.sort(files)) {
      byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
    }
    return [...byProject.values()].flatMap((project) => [
      ...project.filter(isLong),
      ...project.filter((file) => !isLong(file)),
    ]);
  }
}

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its main process, which on a
    // two-core machine means one worker and every test file in turn; the main process is
    // mostly idle once the files are transformed.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
    // One project at a time (`sequence.groupOrder`: dashboard, its isolated files, service,
    // server). Run side by side, their files shared the two workers: a worker that moved from
    // one project's file to another's set up its environment and imported its modules again.
    // One after another, the whole run took 140 s instead of 162 (244 s of CPU instead of 287).
    // The isolated files sharing the service's group (the mangled addresses hold one worker for
    // 30 s) was measured too: faster with Vitest's timings of each file (150 and 140 s against
    // 162 and 163), no faster without them, as on a fresh clone (167 and 170 against 158 and 168).
    projects: [
      dashboardProject('dashboard', [DASHBOARD_TESTS], dashboardReplacingModules, false, 0),
      dashboardProject('dashboard (replaced modules)', dashboardReplacingModules, [], true, 1),
      {
        test: {
          name: 'service',
          retry,
          sequence: { groupOrder: 2 },
          // No file here replaces modules; they share their worker's (the datasets' vocabulary
          // and geography are then read once per worker).
          isolate: false,
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
          // Its files mostly wait (on PostgreSQL, on servers they start and stop, on timers), so
          // they run after the rest, four at a time: the whole run took 152 s with them sharing
          // the two workers of the files that compute, 117 s so (six at a time: 114 s).
          sequence: { groupOrder: 3 },
          maxWorkers: 4,
          isolate: false,
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
