import type { Page, Route } from '@playwright/test';
import { isProxied } from './support/servers';
import { expect, sampleRecords, signedInTest as test } from './support/session';

/** What the page records of policy violations and of script that should never have run. */
const WATCH_PAGE = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

const violations = (page: Page): Promise<string[]> => page.evaluate('window.__cspViolations');

test.describe('the Content-Security-Policy the server sends', () => {
  test('forbids inline script, yet the map renders with its worker and nothing is blocked', async ({
    page,
    demoToken,
  }) => {
    const { incident } = await sampleRecords(demoToken);
    await page.addInitScript(WATCH_PAGE);
    const response = await page.goto(`/incidents/${incident.id}`);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self' data: blob:;");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = (await response!.text()).toLowerCase();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
    await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
    for (const view of ['News', 'Incidents', 'Themes', 'Reference', 'Overview']) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: view })
        .click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(await violations(page)).toEqual([]);

    // An injected inline script is refused and reported.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  });
});

const MARKUP = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '"><svg onload="window.__pwned = \'svg\'"></svg>',
];
const HOSTILE_URLS = [
  'javascript:window.__pwned = "js"',
  ' JaVaScRiPt:window.__pwned = "js2"',
  'data:text/html,<script>window.__pwned = "data"</script>',
  'vbscript:msgbox(1)',
];

/** Every string the service sends is replaced by markup, every address by a hostile scheme. */
function poison(value: unknown, key = '', counter = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((one) => poison(one, key, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, one]) => [name, poison(one, name, counter)]),
    );
  }
  if (typeof value !== 'string') return value;
  counter.n += 1;
  if (/link|url|permalink|picture|avatar|href|website/i.test(key)) {
    return HOSTILE_URLS[counter.n % HOSTILE_URLS.length];
  }
  if (/title|summary|description|name|citation|text|content|body/i.test(key)) {
    return `${value} ${MARKUP[counter.n % MARKUP.length]}`;
  }
  return value;
}

async function poisonedAnswer(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as unknown;
  await route.fulfill({ response, json: poison(body) });
}

/** No link on the page leaves for anything but a web address or the app itself. */
async function expectOnlyWebLinks(page: Page) {
  const schemes = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href, location.href).protocol),
    );
  expect(schemes.length).toBeGreaterThan(0);
  expect(new Set(schemes)).toEqual(new Set(['http:', 'https:'].filter((s) => schemes.includes(s))));
}

async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The markup arrived as text: no element came from it.
  await expect(page.locator('img[onerror], svg[onload], script:not([src])')).toHaveCount(0);
  await expectOnlyWebLinks(page);
}

test('hostile strings from the service are shown as text and hostile addresses are not links', async ({
  page,
  demoToken,
}) => {
  // Five views, every answer rewritten on its way in.
  test.setTimeout(90_000);
  const { incident, theme } = await sampleRecords(demoToken);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route((url) => isProxied(url, 'news') || isProxied(url, 'incidents'), poisonedAnswer);

  await page.goto('/news');
  const items = page.getByRole('listbox', { name: 'News items' }).getByRole('option');
  await items.first().click();
  const pane = page.getByRole('article');
  await expect(pane).toContainText('<script>');
  await expect(pane).toContainText('The source address is not a web link');
  await expectInert(page, dialogs);

  await page.goto(`/incidents/${incident.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/<script>|<img|<svg/);
  await expect(page.getByText(/Link not opened \(not a web address\)/).first()).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto('/incidents');
  // Every record is rewritten on the way in, so the page takes a little longer here.
  await expect(page.getByRole('link', { name: /^IN-\d+$/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectInert(page, dialogs);

  await page.goto(`/themes/${theme.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/<script>|<img|<svg/);
  await expectInert(page, dialogs);

  await page.goto('/reference?tab=sources');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expectInert(page, dialogs);
});

test('the token never shows in an address, the console, or an error message', async ({
  page,
  demoToken,
}) => {
  const { incident, theme } = await sampleRecords(demoToken);
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`request ${request.url()}`));
  page.on('console', (message) => seen.push(`console ${message.text()}`));
  page.on('pageerror', (error) => seen.push(`page error ${error.message} ${error.stack ?? ''}`));
  page.on('framenavigated', (frame) => seen.push(`address ${frame.url()}`));

  // Failures of every kind along the way, so every error path is walked.
  const failures: ((route: Route) => Promise<void>)[] = [
    (route) => route.fulfill({ status: 500, json: { status: 'error', message: 'boom' } }),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{' }),
    (route) => route.abort('connectionrefused'),
    (route) => route.fulfill({ status: 200, json: { status: 'success', data: 42 } }),
  ];
  let call = 0;
  await page.route(
    (url) => isProxied(url, 'news') || isProxied(url, 'incidents'),
    (route) => failures[call++ % failures.length]!(route),
  );
  const visibleErrors = async () => {
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
    seen.push(`shown ${(await page.getByRole('alert').allInnerTexts()).join(' | ')}`);
  };
  for (const path of ['/news', '/incidents', `/incidents/${incident.id}`, `/themes/${theme.id}`]) {
    await page.goto(path);
    await visibleErrors();
  }
  // And a 401 at the end: the session ends, the login page explains.
  await page.unrouteAll();
  await page.route(
    (url) => isProxied(url, 'incidents'),
    (route) =>
      route.fulfill({
        status: 401,
        json: { status: 'fail', data: { token: 'The access token is invalid' } },
      }),
  );
  await page.goto('/themes');
  await expect(page).toHaveURL(/\/login/);
  seen.push(`shown ${await page.locator('body').innerText()}`);

  expect(seen.length).toBeGreaterThan(10);
  const leaks = seen.filter(
    (line) =>
      line.includes(demoToken) || /bearer/i.test(line) || line.includes(demoToken.split('.')[2]!),
  );
  expect(leaks).toEqual([]);
});
