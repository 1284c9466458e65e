import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's scan of the page, or of the part `include` selects, in the page's current state.
 * Legacy mode runs axe.run in the page itself, which a page without frames (the dashboard has
 * none) allows with the same rules; the default mode also opens a blank page per scan to merge
 * per-frame results, seconds on a busy machine. Every rule runs on every node, but only the
 * violations are gathered in full: the tests read nothing else, and collecting each passing node
 * and sending it back to the test doubled a scan (explorer 1.7–2.3 s → 0.8–0.9 s; the accessibility
 * spec, 32 tests: 236 s → 206 s of test time).
 */
export function axeScan(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  return (include ? builder.include(include) : builder).analyze();
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
