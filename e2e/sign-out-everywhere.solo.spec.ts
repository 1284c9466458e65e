import { test } from '@playwright/test';
import { expect, signInCookie, storageWithCookie } from './support/session';

/**
 * Runs alone, after every other end-to-end test (the `solo` project in playwright.config.ts):
 * signing out everywhere ends every session of the demo analyst on the server, so a test of the
 * other worker signed in as the same analyst at that moment would find its session gone.
 */
test('"Sign out everywhere" ends the sessions of every browser the analyst is signed in on', async ({
  browser,
}) => {
  const laptop = await browser.newContext({
    storageState: storageWithCookie(await signInCookie()),
  });
  const desktop = await browser.newContext({
    storageState: storageWithCookie(await signInCookie()),
  });
  const here = await laptop.newPage();
  const there = await desktop.newPage();
  await here.goto('/');
  await there.goto('/themes');
  await expect(there.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();

  await here.getByRole('button', { name: /Account of/ }).click();
  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(here.getByRole('status')).toContainText('You signed out everywhere');

  // The other browser shares no storage: its next request finds the session gone.
  await there.reload();
  await expect(there).toHaveURL(/\/login\?redirect=/);
  await expect(there.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await laptop.close();
  await desktop.close();
});
