import { defineConfig, devices } from '@playwright/test';
import { READY_LINE } from './reference-service/config.ts';
import { CHROMIUM_ARGS, systemChromiumPath } from './e2e/support/chromium.ts';
import {
  E2E_BUILD_COMMANDS,
  E2E_DATA_DIR,
  E2E_SERVER_ENV,
  E2E_SERVICE_ENV,
  E2E_URLS,
} from './e2e/support/servers.ts';

// The tests drive the headless shell where it is installed: the same engine, less to run.
const executablePath = systemChromiumPath(process.env, { headlessShell: true });
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
const bin = (name: string) => `node_modules/.bin/${name}`;
/** The files that start a product of their own and mostly wait on it (the `live` project). */
const LIVE_STACK_FILES = [
  '**/briefing-email.spec.ts',
  '**/home-live.spec.ts',
  '**/live-watches.spec.ts',
];
const chromiumUse = {
  ...devices['Desktop Chrome'],
  launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two workers share two cores with software WebGL: a view that paints in a second when idle
  // can take several under load. Waits are generous (they cost nothing when the page is right)
  // and a test that fails is run once more, reported as "passed only on retry" when it then passes.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers for the tests that compute (`chromium`), and a third for the files that mostly
  // wait on a product of their own (`live`); see the projects below.
  workers: 3,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: E2E_URLS.dashboard,
    // A trace is recorded on a test's retry, not on every test kept only when it fails:
    // recording snapshots every action cost the map-heavy specs 14 % of their wall time
    // (explorer map, incident detail, reference: 140 s → 121 s). A first failure keeps its
    // screenshot and error; the retry, when it fails too, its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/*.solo.spec.ts', ...LIVE_STACK_FILES],
      // One per core: each test's browser, pages and servers keep a core busy.
      workers: 2,
      use: chromiumUse,
    },
    {
      // The files that start a live stack of their own (e2e/support/live-stack.ts) spend most
      // of their time waiting on it: for the minute a briefing is scheduled at, the feed's next
      // alerts, a killed instance's job to expire. In the two workers of `chromium` they held
      // one of them for those waits, last in the run (Playwright hands out plain tests after
      // signed-in ones), with little left beside them. Here they wait in a worker of their own
      // from the start, beside the two that compute.
      name: 'live',
      testMatch: LIVE_STACK_FILES,
      workers: 1,
      use: chromiumUse,
    },
    {
      // Tests that change what every other test relies on (signing the demo analyst out
      // everywhere) or start their own servers run after the rest, with nothing beside them.
      name: 'solo',
      testMatch: '**/*.solo.spec.ts',
      dependencies: ['chromium', 'live'],
      // One at a time: several start their own live servers on the same ports, and each needs
      // the machine to itself.
      workers: 1,
      use: chromiumUse,
    },
  ],
  webServer: [
    {
      name: 'service',
      command: `${bin('tsx')} reference-service/main.ts`,
      env: { ...inheritedEnv, ...E2E_SERVICE_ENV },
      wait: { stdout: new RegExp(READY_LINE) },
      stdout: 'pipe',
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
    {
      // The built dashboard behind the compiled Watchfloor server, as deployed, on a PostgreSQL
      // cluster made afresh for this run. `npm test` builds both while it lints and says so
      // with E2E_BUILT=1; a run of its own builds them here.
      name: 'server',
      command: [
        `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}/postgres',{recursive:true,force:true})"`,
        ...(process.env.E2E_BUILT === '1' ? [] : E2E_BUILD_COMMANDS),
        'node build/server/main.js',
      ].join(' && '),
      env: { ...inheritedEnv, ...E2E_SERVER_ENV },
      url: `${E2E_URLS.dashboard}/healthz`,
      // Its log is at warn level here: what it says sits beside the test that made it say so.
      stdout: 'pipe',
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
  ],
});
