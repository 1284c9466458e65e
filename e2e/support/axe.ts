import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;

/** axe as the page holds it once its source has run there. */
interface PageAxe {
  version: string;
  configure(spec: { allowedOrigins: string[] }): void;
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}
/** The page's `window`, where axe lives (callbacks run in the page: they name no helper). */
type AxeWindow = Window & { axe?: PageAxe };

/**
 * axe-core's scan of the page, or of the part `include` selects, in the page's current state:
 * every rule on every node. axe's source runs once in each frame of a document; later scans of
 * the same page only run it.
 * - This replaced `@axe-core/playwright`, which evaluated axe's 640 kB source twice on every
 *   scan: 80–220 ms of each 200–260 ms scan of an idle page, and, in its default mode, a blank
 *   page opened per scan. The accessibility spec's test time went from 120 and 123 s to 105
 *   and 112 s. Scans that fast also caught a loading placeholder the slower ones missed.
 * - Only the violations are gathered in full: collecting each passing node and sending it back
 *   to the test doubled a scan (explorer 1.7–2.3 s → 0.8–0.9 s).
 */
export async function axeScan(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(
      ({ version }) => (window as AxeWindow).axe?.version === version,
      { version: AXE_VERSION },
    );
    if (present) continue;
    await frame.evaluate(AXE_SOURCE);
    // Frames of other origins may answer the top frame's scan.
    await frame.evaluate(() =>
      (window as AxeWindow).axe!.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
    );
  }
  // Typed once here: Playwright's typing of a return as deep as axe's results does not end.
  const results: unknown = await page.evaluate(
    ({ part }) =>
      (window as AxeWindow).axe!.run(part === null ? document : { include: [part] }, {
        // Only the violations come back in full: the tests read nothing else.
        resultTypes: ['violations'],
      }) as Promise<unknown>,
    { part: include ?? null },
  );
  return results as AxeResults;
}

/** Fails with each violated rule and the elements that break it, named by selector. */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  const { violations } = await axeScan(page, include);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/**
 * Switches the colour scheme the browser reports, and waits for the dashboard (which follows
 * the system's until the analyst picks one) to apply it: the same page scanned in each theme
 * without loading it again.
 */
export async function useColourScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  const root = page.locator('html');
  if (colorScheme === 'dark') await expect(root).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(root).not.toHaveClass(/(^|\s)dark(\s|$)/);
}
