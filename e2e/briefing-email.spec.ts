import { test } from '@playwright/test';
import { expectNoViolations, useColourScheme } from './support/axe';
import { liveStackForFile } from './support/live-stack';
import { signedInLivePage } from './support/live-feed';
import { expect } from './support/session';

/**
 * A daily briefing sent by email: a schedule for the next minute (UTC) on a site where the
 * feed's incidents happen; the email is read from the local mail sink, its map drawn inline,
 * its links absolute and working in the browser (the saved briefing, an incident), and axe
 * finds nothing in the email or in the briefing it links to, in either theme. It starts servers
 * of its own (a live stack in lane 1, apart from the solo project's) and runs beside the other
 * tests: it spends most of its time waiting for the minute, which alone left a core idle.
 */

test.describe.configure({ timeout: 300_000 });

const stack = liveStackForFile({ lane: 1 });

/** HH:MM (UTC) of the next minute, or the one after when this one is nearly over. */
function nextMinuteUtc(): string {
  const next = new Date(Date.now() + (new Date().getUTCSeconds() > 50 ? 120_000 : 60_000));
  return `${String(next.getUTCHours()).padStart(2, '0')}:${String(next.getUTCMinutes()).padStart(2, '0')}`;
}

test('a scheduled briefing arrives by email with its map, and its links open the briefing and its incidents', async ({
  browser,
}) => {
  const { page, post } = await signedInLivePage(browser, stack(), { colorScheme: 'light' });
  // A site where the last day's incidents are: the busiest of the feed's recent ones.
  const recent = await page.request.get(
    `${stack().url}/api/incidents/incidents?sort=startedAt:desc&pageSize=1`,
  );
  const [latest] = (
    (await recent.json()) as {
      data: { location: { latitude: number; longitude: number } }[];
    }
  ).data;
  const site = await post<{ id: string }>('/api/watchfloor/sites', {
    name: 'Regional office',
    latitude: latest!.location.latitude,
    longitude: latest!.location.longitude,
    radius: { allKm: 500, categories: {}, impacts: {} },
  });
  await post('/api/watchfloor/briefing-schedules', {
    params: { title: 'Morning brief', savedSearchId: null, siteIds: [site.id], periodHours: 24 },
    time: nextMinuteUtc(),
    timeZone: 'UTC',
    recipients: ['desk@watchfloor.example'],
  });

  await expect
    .poll(() => stack().sink.messages.filter((m) => m.subject.startsWith('Briefing:')).length, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe(1);
  const email = stack().sink.messages.find((m) => m.subject.startsWith('Briefing:'))!;
  expect(email.to).toEqual(['desk@watchfloor.example']);
  expect(email.subject).toContain('Morning brief');
  expect(email.html).toContain('<svg');

  const links = [...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
  const briefingLink = links.find((href) => href.startsWith(`${stack().url}/briefings/`));
  const incidentLink = links.find((href) => href.startsWith(`${stack().url}/incidents/IN-`));
  expect(briefingLink, links.join('\n')).toBeDefined();
  expect(incidentLink, links.join('\n')).toBeDefined();

  // The email itself, as a mail client shows it.
  await page.setContent(email.html);
  await expectNoViolations(page, 'the briefing email');

  // Its links work: the saved briefing, then an incident.
  await page.goto(briefingLink!);
  await expect(page.getByRole('heading', { level: 1, name: 'Morning brief' })).toBeVisible();
  await expect(page.getByRole('figure')).toBeVisible();
  await expectNoViolations(page, 'the emailed briefing, light');
  await useColourScheme(page, 'dark');
  await expectNoViolations(page, 'the emailed briefing, dark');
  await page.goto(incidentLink!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);

  // Sent once: the schedule does not run again within its day.
  await page.waitForTimeout(3_000);
  expect(stack().sink.messages.filter((m) => m.subject.startsWith('Briefing:'))).toHaveLength(1);
  await page.context().close();
});
