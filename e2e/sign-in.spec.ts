import { test } from '@playwright/test';
import { axeScan } from './support/axe';
import {
  DEMO_USER,
  EXPIRED_USER,
  expect,
  fetchDemoToken,
  sampleRecords,
  signInWithForm,
} from './support/session';

test('a signed-out deep link asks for sign-in, then lands on exactly that URL', async ({
  page,
}) => {
  const { incident } = await sampleRecords(await fetchDemoToken());
  const deepLink = `/incidents/${incident.id}?from=shared-link#description`;
  await page.goto(deepLink);

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(`return to ${deepLink}`)).toBeVisible();

  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
    deepLink,
  );
  await expect(page.getByRole('banner')).toContainText('Sign out');
});

test('a redirect to another site is ignored after sign-in', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example/phish');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(page.url()).origin);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a wrong password is explained in place and the email is kept', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_USER.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Email and password do not match');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
  await expect(page).toHaveURL(/\/login/);
});

test('an account whose access window ended gets its own message', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, EXPIRED_USER.email, EXPIRED_USER.password);
  await expect(page.getByRole('alert')).toContainText('Your access window has expired');
});

test('repeated failures lock the email: a countdown runs and submit waits for it', async ({
  page,
}) => {
  // An address of its own, so the lock cannot touch the other tests' sign-ins.
  const email = `lockout-${Date.now()}@watchfloor.example`;
  await page.goto('/login');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await signInWithForm(page, email, `guess-${attempt}`);
    await expect(alert).toContainText(/do not match|Too many sign-in attempts/);
    if ((await alert.textContent())?.includes('Too many')) break;
  }
  await expect(alert).toContainText('Too many sign-in attempts');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^[45]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: /^Try again in [45]:\d\d$/ })).toBeDisabled();
});

test('missing fields are marked next to the field before anything is sent', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/session')) requests += 1;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(requests).toBe(0);
});

test('an unreachable Watchfloor server offers a retry that keeps the form', async ({ page }) => {
  await page.goto('/login');
  // Only the sign-in itself fails: the page has loaded and asked who is signed in already.
  await page.route('**/session', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  await signInWithForm(page);
  await expect(page.getByRole('alert')).toContainText('The Watchfloor server cannot be reached');
  await page.unroute('**/session');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('the login page has no accessibility violations, in light and dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/login');
    // Not the demo account: its failures would count towards a lockout other tests would hit.
    await signInWithForm(page, `axe-${colorScheme}-${Date.now()}@watchfloor.example`, 'wrong');
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await axeScan(page);
    expect(results.violations, colorScheme).toEqual([]);
  }
});
