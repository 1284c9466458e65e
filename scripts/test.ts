/**
 * `npm test`: every check of the project (type check, lint, format, the service's bounded load
 * test, Vitest, Playwright), then one summary line `N passed, N failed` that sums them all.
 *
 * On a two-core machine the order matters. The type check (TypeScript's Go port, `tsgo`: the
 * same checks as `tsc -b` in a quarter of the time), oxlint (the lint rules that need types, on
 * the same port), ESLint (the rest) and the format check (oxfmt: Prettier's style and options,
 * the whole tree in under a second where Prettier took 21 s and 30 s of CPU) run side by side,
 * and so does the build the end-to-end tests serve (dashboard and server); each prints its
 * output whole when it ends.
 * The service's bounded load test runs beside them too, at normal priority: ESLint, the longest,
 * yields to it, and the rest yield to both (`nice`), so ESLint is never left last alone and the
 * load test keeps most of the machine. Vitest, which uses every core, runs next on its own, then
 * Playwright. Every stage runs even when an earlier one failed, so one run shows everything to
 * fix.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { systemChromiumPath } from '../e2e/support/chromium.ts';
import { E2E_BUILD_COMMANDS } from '../e2e/support/servers.ts';
import { bin, run, runCaptured } from './processes.ts';

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
  /** Named in the summary, so the last lines of a long run say what to look at. */
  failedNames?: string[];
  retriedNames?: string[];
}

const REPORTS = 'test-results';
const VITEST_REPORT = `${REPORTS}/vitest-report.json`;
const E2E_REPORT = `${REPORTS}/e2e-report.json`;

async function timed(name: string, body: () => Promise<Omit<StageResult, 'name' | 'seconds'>>) {
  console.log(`\n━━ ${name}`);
  const started = performance.now();
  const outcome = await body();
  return { name, ...outcome, seconds: (performance.now() - started) / 1000 };
}

/**
 * Where `nice` is (Linux, macOS): the side-by-side stages that can wait run through it.
 * - ESLint is one thread and the longest of the checks; sharing the cores evenly, it finished
 *   last, alone, with the other core idle (118 s and 115 s for the phase). With the others
 *   yielding to it, it ends first and they fill both cores after it (103 s and 98 s).
 * - The load test runs 30 s whatever else runs, and alone it left the machine about a third
 *   idle: one core serves and the other mostly waits. Beside the checks, which yield to it, it
 *   gives them that third. Alternated, the phase and the load test took 85–92 s (once 107 s)
 *   instead of 105–119 s. Its figures come out up to a sixth lower than alone (1,426–1,600
 *   requests/s against 1,468–1,842); what it checks, every request answered 2xx, is the same.
 */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));

/** How much each side-by-side stage yields (0 is none, 19 the most). The load test's: none. */
const LOAD_TEST_NICENESS = 0;
/** ESLint's: below the load test. */
const ESLINT_NICENESS = 10;
/** Every other check's and the build's: below ESLint. */
const CHECK_NICENESS = 19;

/** The command and arguments that run `command` at `niceness`, where `nice` is. */
function yielding(niceness: number, command: string, args: string[]): [string, string[]] {
  return NICE && niceness > 0
    ? [NICE, ['-n', String(niceness), command, ...args]]
    : [command, args];
}

/** A check that runs beside others: its output is printed, whole, once it has ended. */
async function sideBySide(
  name: string,
  command: string,
  args: string[],
  niceness = CHECK_NICENESS,
): Promise<StageResult> {
  const started = performance.now();
  const [program, programArgs] = yielding(niceness, bin(command), args);
  const { code, output } = await runCaptured(program, programArgs);
  console.log(`\n━━ ${name}`);
  process.stdout.write(output);
  const ok = code === 0;
  const seconds = (performance.now() - started) / 1000;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds };
}

/**
 * The dashboard and the server the end-to-end tests serve, built beside the lint stages; true
 * when both built (Playwright then skips its own build). Not a check: a failed build shows in
 * Playwright's stage, which builds again and reports why.
 */
async function buildForEndToEnd(): Promise<boolean> {
  const started = performance.now();
  const { code, output } = await runCaptured(
    ...yielding(CHECK_NICENESS, 'sh', ['-c', E2E_BUILD_COMMANDS.join(' && ')]),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n━━ Build for the end-to-end tests (dashboard and server) in ${seconds} s`);
  process.stdout.write(output);
  return code === 0;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Which tests failed, and which passed only after a failed attempt (their errors are kept). */
function vitestNames(report: VitestReport) {
  const failedNames: string[] = [];
  const retriedNames: string[] = [];
  for (const file of report.testResults) {
    const where = relative(process.cwd(), file.name);
    for (const test of file.assertionResults) {
      const name = `${where} › ${test.fullName}`;
      if (test.status === 'failed') failedNames.push(name);
      else if (test.status === 'passed' && test.failureMessages.length) retriedNames.push(name);
    }
  }
  return { failedNames, retriedNames };
}

function vitest() {
  return timed('Unit, component and service tests (Vitest)', async () => {
    const code = await run(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ]);
    const report = await readJson<VitestReport>(VITEST_REPORT);
    if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'Vitest wrote no report' };
    const failed = report.numFailedTests;
    // A non-zero exit with no failed test means an error outside tests (a file that did not load).
    const outsideTests = code !== 0 && failed === 0 ? 1 : 0;
    const { failedNames, retriedNames } = vitestNames(report);
    const notes = [
      retriedNames.length ? `${retriedNames.length} passed only on retry` : '',
      outsideTests ? 'errors outside tests' : '',
    ].filter(Boolean);
    return {
      passed: report.numPassedTests,
      failed: failed + outsideTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failedNames,
      retriedNames,
      ...(notes.length ? { note: notes.join('; ') } : {}),
    };
  });
}

/** On machines without a system Chromium, Playwright's own browser is installed once. */
async function ensureBrowser(): Promise<boolean> {
  if (systemChromiumPath(process.env, { headlessShell: true })) return true;
  if (existsSync(chromium.executablePath())) return true;
  console.log('No system Chromium found; installing Playwright’s Chromium…');
  return (await run(bin('playwright'), ['install', 'chromium'])) === 0;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The tests Playwright judged unexpected (failed) or flaky (passed on retry), by file and line. */
function playwrightNames(report: PlaywrightReport) {
  const unexpected: string[] = [];
  const flaky: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › ${spec.title}`;
        if (test.status === 'unexpected') unexpected.push(name);
        if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { unexpected, flaky };
}

function playwright(built: boolean) {
  return timed('End-to-end tests (Playwright, Chromium)', async () => {
    if (!(await ensureBrowser())) {
      return { passed: 0, failed: 1, skipped: 0, note: 'no browser could be installed' };
    }
    const env = { ...process.env, ...(built ? { E2E_BUILT: '1' } : {}) };
    const code = await run(bin('playwright'), ['test'], { env });
    const report = await readJson<PlaywrightReport>(E2E_REPORT);
    if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'Playwright wrote no report' };
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A non-zero exit with no failed test means the run itself broke (a server did not start).
    const outsideTests = code !== 0 && unexpected === 0 ? 1 : 0;
    const notes = [
      flaky ? `${flaky} passed only on retry` : '',
      outsideTests ? 'the run failed outside tests' : '',
    ].filter(Boolean);
    const names = playwrightNames(report);
    return {
      passed: expected + flaky,
      failed: unexpected + outsideTests,
      skipped,
      failedNames: names.unexpected,
      retriedNames: names.flaky,
      ...(notes.length ? { note: notes.join('; ') } : {}),
    };
  });
}

await rm(VITEST_REPORT, { force: true });
await rm(E2E_REPORT, { force: true });
await mkdir(REPORTS, { recursive: true });

const runStarted = performance.now();
const results: StageResult[] = [];
const [built, ...sideBySideStages] = await Promise.all([
  buildForEndToEnd(),
  sideBySide('Type check (tsgo)', 'tsgo', ['-b']),
  sideBySide('Lint, type-aware rules (oxlint)', 'oxlint', []),
  sideBySide('Lint (ESLint)', 'eslint', ['.', '--max-warnings', '0'], ESLINT_NICENESS),
  sideBySide('Format (oxfmt)', 'oxfmt', ['--check', '.']),
  sideBySide(
    'Load test (service, 50 connections, 30 s, loopback; beside the checks, which yield to it)',
    'tsx',
    ['scripts/load-test.ts'],
    LOAD_TEST_NICENESS,
  ),
]);
results.push(...sideBySideStages);
results.push(await vitest());
results.push(await playwright(built));

console.log('\n━━ Summary');
for (const stage of results) {
  const mark = stage.failed ? 'FAIL' : 'ok  ';
  const counts = `${stage.passed} passed, ${stage.failed} failed${stage.skipped ? `, ${stage.skipped} skipped` : ''}`;
  const note = stage.note ? ` (${stage.note})` : '';
  console.log(`${mark} ${stage.name}: ${counts} in ${stage.seconds.toFixed(1)} s${note}`);
  for (const name of stage.failedNames ?? []) console.log(`       failed: ${name}`);
  for (const name of stage.retriedNames ?? []) console.log(`       passed on retry: ${name}`);
}
const wall = (performance.now() - runStarted) / 1000;
console.log(`\nAll stages in ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s`);
const passed = results.reduce((sum, stage) => sum + stage.passed, 0);
const failed = results.reduce((sum, stage) => sum + stage.failed, 0);
const skipped = results.reduce((sum, stage) => sum + stage.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
