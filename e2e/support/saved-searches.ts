import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl } from './servers';

/** The saved searches menu of the view on screen, opened. */
export async function openSavedSearches(page: Page) {
  const menu = page.getByRole('region', { name: 'Saved searches' });
  if (!(await menu.isVisible())) {
    await page.getByRole('button', { name: 'Saved searches' }).click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

/** Saves the view on screen under `name`, for the team or for its owner only. */
export async function saveView(page: Page, name: string, who: 'Team' | 'Only me' = 'Team') {
  const menu = await openSavedSearches(page);
  await menu.getByPlaceholder(/e\.g\./).fill(name);
  // The choice is a radio drawn as a button: its label takes the click.
  await menu
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: who }) })
    .click();
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  return menu;
}

/**
 * Moves a user's last look at a saved search back in time, straight in the server's database,
 * so a test can see what counts as new since then without waiting for new incidents.
 */
export async function setLookedAt(name: string, email: string, at: Date) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE saved_search_marks m SET looked_at = $3
         FROM saved_searches s
        WHERE s.id = m.saved_search_id AND s.name = $1 AND m.user_email = $2`,
      [name, email, at],
    );
    expect(result.rowCount, `a look at “${name}” by ${email}`).toBe(1);
  } finally {
    await client.end();
  }
}
