/**
 * `npm test`: every check of the project in order (type check, lint, format, Vitest, the
 * service's bounded load test, Playwright), then one summary line `N passed, N failed` that sums
 * them all. The load test runs alone, between Vitest and Playwright, so neither distorts the other.
 * Every stage runs even when an earlier one failed, so one run shows everything to fix.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { systemChromiumPath } from '../e2e/support/chromium.ts';
import { bin, run } from './processes.ts';

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
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

/** A stage that is one check: it passes when the command exits 0. */
function check(name: string, command: string, args: string[]) {
  return timed(name, async () => {
    const ok = (await run(bin(command), args)) === 0;
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  });
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitest() {
  return timed('Unit, component and service tests (Vitest)', async () => {
    const code = await run(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ]);
    const report = await readJson<{
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    }>(VITEST_REPORT);
    if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'Vitest wrote no report' };
    const failed = report.numFailedTests;
    // A non-zero exit with no failed test means an error outside tests (a file that did not load).
    const outsideTests = code !== 0 && failed === 0 ? 1 : 0;
    return {
      passed: report.numPassedTests,
      failed: failed + outsideTests,
      skipped: report.numPendingTests + report.numTodoTests,
      ...(outsideTests ? { note: 'errors outside tests' } : {}),
    };
  });
}

/** On machines without a system Chromium, Playwright's own browser is installed once. */
async function ensureBrowser(): Promise<boolean> {
  if (systemChromiumPath()) return true;
  if (existsSync(chromium.executablePath())) return true;
  console.log('No system Chromium found; installing Playwright’s Chromium…');
  return (await run(bin('playwright'), ['install', 'chromium'])) === 0;
}

function playwright() {
  return timed('End-to-end tests (Playwright, Chromium)', async () => {
    if (!(await ensureBrowser())) {
      return { passed: 0, failed: 1, skipped: 0, note: 'no browser could be installed' };
    }
    const code = await run(bin('playwright'), ['test']);
    const report = await readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    }>(E2E_REPORT);
    if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'Playwright wrote no report' };
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A non-zero exit with no failed test means the run itself broke (a server did not start).
    const outsideTests = code !== 0 && unexpected === 0 ? 1 : 0;
    const notes = [
      flaky ? `${flaky} passed only on retry` : '',
      outsideTests ? 'the run failed outside tests' : '',
    ].filter(Boolean);
    return {
      passed: expected + flaky,
      failed: unexpected + outsideTests,
      skipped,
      ...(notes.length ? { note: notes.join('; ') } : {}),
    };
  });
}

await rm(VITEST_REPORT, { force: true });
await rm(E2E_REPORT, { force: true });
await mkdir(REPORTS, { recursive: true });

const results: StageResult[] = [];
results.push(await check('Type check (tsc)', 'tsc', ['-b']));
results.push(await check('Lint (ESLint)', 'eslint', ['.', '--max-warnings', '0']));
results.push(await check('Format (Prettier)', 'prettier', ['--check', '.']));
results.push(await vitest());
results.push(
  await check('Load test (service, 50 connections, 30 s, loopback)', 'tsx', [
    'scripts/load-test.ts',
  ]),
);
results.push(await playwright());

console.log('\n━━ Summary');
for (const stage of results) {
  const mark = stage.failed ? 'FAIL' : 'ok  ';
  const counts = `${stage.passed} passed, ${stage.failed} failed${stage.skipped ? `, ${stage.skipped} skipped` : ''}`;
  const note = stage.note ? ` (${stage.note})` : '';
  console.log(`${mark} ${stage.name}: ${counts} in ${stage.seconds.toFixed(1)} s${note}`);
}
const passed = results.reduce((sum, stage) => sum + stage.passed, 0);
const failed = results.reduce((sum, stage) => sum + stage.failed, 0);
const skipped = results.reduce((sum, stage) => sum + stage.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
