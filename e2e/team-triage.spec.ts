import { test as base, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { incidentApi } from './support/api';
import { E2E_URLS, e2eDatabaseUrl } from './support/servers';
import {
  COLLEAGUE_USER,
  DEMO_USER,
  expect,
  fetchDemoToken,
  signInCookie,
  storageWithCookie,
  type SessionCookie,
} from './support/session';

/**
 * Triage by a team: two analysts, each in a browser of their own, work the same incidents. The
 * tests run one after another (they share the team's one refresh of the vendor's revisions).
 */
// Two browsers, each opening incident pages with their maps: more than the default 30 s.
base.describe.configure({ mode: 'default', timeout: 120_000 });

interface Analyst {
  page: Page;
  name: string;
}

/** A signed-in analyst in a browser context of their own, with the name the team knows. */
async function analyst(browser: Browser, user: { email: string; password: string }) {
  const cookie: SessionCookie = await signInCookie(user);
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  const session = await fetch(`${E2E_URLS.dashboard}/session`, {
    headers: { Cookie: `${cookie.name}=${cookie.value}` },
  });
  const body = (await session.json()) as { data: { user: { name: string } } };
  return { page: await context.newPage(), name: body.data.user.name } satisfies Analyst;
}

const test = base.extend<{ ana: Analyst; chidi: Analyst; token: string }>({
  ana: async ({ browser }, use) => {
    const one = await analyst(browser, DEMO_USER);
    await use(one);
    await one.page.context().close();
  },
  chidi: async ({ browser }, use) => {
    const one = await analyst(browser, COLLEAGUE_USER);
    await use(one);
    await one.page.context().close();
  },
  // eslint-disable-next-line no-empty-pattern
  token: async ({}, use) => use(await fetchDemoToken()),
});

interface Listed {
  id: string;
  updatedAt: number;
  counts: { references: number };
}

/** Incidents of this run, newest first by `sort`: each test works its own. */
async function incidents(token: string, sort: string) {
  const body = await incidentApi<{ data: Listed[] }>(token, `/incidents?sort=${sort}&pageSize=10`);
  return body.data;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Triage' });

async function openPanel(page: Page, incidentId: string) {
  await page.goto(`/incidents/${incidentId}`);
  const panel = panelOf(page);
  // The incident's map draws in software here and holds the page for a while on a busy machine.
  await expect(panel.getByLabel('Status')).toBeVisible({ timeout: 20_000 });
  return panel;
}

test('triage by one analyst shows for the other in the explorer, its peek and the queue', async ({
  ana,
  chidi,
  token,
}) => {
  const [incident] = await incidents(token, 'reportedAt:desc');
  const id = incident!.id;

  const panel = await openPanel(ana.page, id);
  await panel.getByLabel('Status').selectOption({ label: 'Relevant' });
  await panel.getByLabel('Impact on us').selectOption({ label: 'High' });
  await panel.getByLabel('Assignee').selectOption({ label: `Me (${ana.name})` });
  await panel.getByRole('button', { name: 'Add notes' }).click();
  await panel.getByLabel('Notes').fill('Two streets from our depot. <b>Watch</b> IN-1 too.');
  await panel.getByRole('button', { name: 'Save triage' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  // The note reads as written, with the incident id as a link.
  await expect(panel.getByText('Two streets from our depot. <b>Watch</b>')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'IN-1', exact: true })).toHaveAttribute(
    'href',
    '/incidents/IN-1',
  );

  // The colleague's explorer: one batched request for the page's triage, none per row.
  const states: string[] = [];
  chidi.page.on('request', (request) => {
    if (request.url().includes('/api/watchfloor/triage/')) states.push(request.url());
  });
  await chidi.page.goto('/incidents?sort=reportedAt:desc');
  const row = chidi.page.locator(`tbody tr[data-incident-id="${id}"]`);
  await expect(row.locator('[data-triage-status="relevant"]')).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('High');
  await row.locator('td').nth(2).click();
  const peek = chidi.page.getByRole('group', { name: 'Triage' });
  await expect(peek).toContainText(`Assigned to ${ana.name}`);
  await expect(peek).toContainText('Relevant');
  expect(states.length).toBeGreaterThanOrEqual(1);
  expect(states.every((url) => url.includes('/api/watchfloor/triage/states?ids='))).toBe(true);
  expect(new Set(states).size).toBe(1);

  // The colleague's queue lists it; "mine" is the colleague's own, so it leaves.
  await chidi.page.goto('/queue');
  const queued = chidi.page.locator(`tbody tr[data-incident-id="${id}"]`);
  await expect(queued).toContainText('Relevant', { timeout: 15_000 });
  await expect(queued).toContainText('High');
  await expect(queued).toContainText(ana.name);
  await chidi.page.getByLabel('Assignee').selectOption({ label: 'Mine' });
  await expect(chidi.page).toHaveURL(/[?&]assignee=eq:mine/);
  await expect(queued).toBeHidden();
  await chidi.page.getByLabel('Assignee').selectOption({ label: ana.name });
  await chidi.page.getByRole('button', { name: 'Relevant', exact: true }).click();
  await expect(chidi.page).toHaveURL(/status=in:relevant/);
  await expect(queued).toBeVisible();

  // The same address for the analyst: the filters travel with it.
  await ana.page.goto(chidi.page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(ana.page.locator(`tbody tr[data-incident-id="${id}"]`)).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Relevant', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a stale edit gets 409, shows what the other changed, and keeps both analysts’ work', async ({
  ana,
  chidi,
  token,
}) => {
  const [, incident] = await incidents(token, 'reportedAt:desc');
  const id = incident!.id;

  // The colleague opens it first; the analyst triages it meanwhile.
  const stale = await openPanel(chidi.page, id);
  const fresh = await openPanel(ana.page, id);
  await fresh.getByLabel('Status').selectOption({ label: 'Reviewing' });
  await fresh.getByRole('button', { name: 'Add notes' }).click();
  await fresh.getByLabel('Notes').fill('Ana: checking with the Lagos office.');
  await fresh.getByRole('button', { name: 'Save triage' }).click();
  await expect(fresh.getByText('Saved.')).toBeVisible();

  await stale.getByLabel('Status').selectOption({ label: 'Not relevant' });
  await stale.getByRole('button', { name: 'Add notes' }).click();
  await stale.getByLabel('Notes').fill('Chidi: crowd dispersed by noon.');
  await stale.getByRole('button', { name: 'Save triage' }).click();

  const notice = stale.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(notice).toContainText(`${ana.name} changed this since you opened it.`);
  await expect(notice.getByRole('row', { name: /Status/ })).toContainText('Reviewing');
  await expect(notice.getByRole('row', { name: /Status/ })).toContainText('Not relevant');
  await expect(stale.getByLabel('Notes')).toHaveValue(
    'Ana: checking with the Lagos office.\n\nChidi: crowd dispersed by noon.',
  );
  await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(stale.getByText('Saved.')).toBeVisible();

  await ana.page.reload();
  const after = panelOf(ana.page);
  await expect(after.getByLabel('Status')).toHaveValue('not-relevant');
  await expect(after).toContainText('Ana: checking with the Lagos office.');
  await expect(after).toContainText('Chidi: crowd dispersed by noon.');
  await after.locator('summary', { hasText: 'History' }).click();
  await expect(after.getByRole('listitem').filter({ hasText: chidi.name }).first()).toContainText(
    'Status: Reviewing → Not relevant',
  );
  await expect(
    after.getByRole('listitem').filter({ hasText: `${ana.name} created it` }),
  ).toBeVisible();
});

/**
 * The run's reference service holds its data still (its live feed is off), so the vendor
 * cannot revise an incident during the test. What the server must notice is an incident whose
 * vendor revision is later than the one the team triaged; this makes the team's triage older
 * instead: its snapshot is set an hour back, to a revision with one reference fewer, and the
 * team's refresh to start before the vendor's latest revision, as if the analyst had triaged it
 * an hour before that revision. The queue then asks the real reference service what it revised,
 * and everything after that is the product's own path.
 */
async function triagedBeforeLatestRevision(incidentId: string, vendorUpdatedAt: number) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE triage
          SET snapshot = jsonb_set(snapshot, '{updatedAt}', to_jsonb(incident_updated_at - 3600)),
              incident_updated_at = incident_updated_at - 3600,
              seen_snapshot = jsonb_set(
                jsonb_set(seen_snapshot, '{updatedAt}', to_jsonb(seen_revision - 3600)),
                '{references}', to_jsonb(greatest((seen_snapshot->>'references')::int - 1, 0))),
              seen_revision = seen_revision - 3600,
              snapshot_checked_at = now() - interval '1 hour'
        WHERE incident_id = $1`,
      [incidentId],
    );
    expect(rowCount).toBe(1);
    await client.query(
      `INSERT INTO triage_refresh (singleton, attempted_at, read_from)
       VALUES (true, now() - interval '2 minutes', $1)
       ON CONFLICT (singleton) DO UPDATE
         SET attempted_at = now() - interval '2 minutes', read_from = $1, revised_through = NULL`,
      [vendorUpdatedAt - 60],
    );
  } finally {
    await client.end();
  }
}

test('a revision after triage shows as “updated since triage” until someone marks it seen', async ({
  ana,
  chidi,
  token,
}) => {
  const taken = new Set(
    (await incidents(token, 'reportedAt:desc')).slice(0, 2).map((one) => one.id),
  );
  const incident = (await incidents(token, 'updatedAt:desc')).find((one) => !taken.has(one.id))!;
  const id = incident.id;

  const panel = await openPanel(ana.page, id);
  await panel.getByLabel('Status').selectOption({ label: 'Relevant' });
  await panel.getByRole('button', { name: 'Save triage' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await triagedBeforeLatestRevision(id, incident.updatedAt);

  await chidi.page.goto('/queue?updatedSinceTriage=true');
  const row = chidi.page.locator(`tbody tr[data-incident-id="${id}"]`);
  await expect(row).toContainText('Updated since triage', { timeout: 15_000 });
  const references = incident.counts.references;
  await expect(row).toContainText(`References: ${Math.max(references - 1, 0)} → ${references}`);
  await expect(chidi.page.getByText(/Revisions checked/)).toBeVisible();
  await expect(
    chidi.page.getByRole('checkbox', { name: 'Updated since triage only' }),
  ).toBeChecked();

  // The explorer's row says so too.
  await chidi.page.goto(`/incidents?sort=updatedAt:desc`);
  await expect(
    chidi.page.locator(`tbody tr[data-incident-id="${id}"]`).getByText('Updated since triage'),
  ).toBeAttached({ timeout: 15_000 });

  // Opening the incident is not looking again; marking it seen is.
  await ana.page.goto(`/incidents/${id}`);
  const notice = panelOf(ana.page)
    .getByRole('status')
    .filter({ hasText: 'Updated by the vendor since triage' });
  await expect(notice).toContainText(`References: ${Math.max(references - 1, 0)} → ${references}`, {
    timeout: 20_000,
  });
  await notice.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(notice).toBeHidden();

  await chidi.page.goto('/queue?updatedSinceTriage=true');
  await expect(chidi.page.getByText('No triaged incident matches these filters.')).toBeVisible();
});
