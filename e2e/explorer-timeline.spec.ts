import type { Page } from '@playwright/test';
import { incidentApi } from './support/api';
import { expect, signedInTest as test } from './support/session';

/**
 * The timeline under the explorer's map, against the real service: a range dragged across the
 * bars becomes `startedAt=bt:` in the address, the table and the map follow it, and Play moves
 * the window through time.
 */

/** Loading 5,000 incidents and drawing them on SwiftShader, on a machine other runs share. */
const MAP_READY_TIMEOUT = 90_000;

interface IncidentPage {
  data: { id: string; startedAt: { timestamp: string } }[];
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const rows = (page: Page) => page.locator('tbody tr[data-incident-id]');
const startedAtOf = (page: Page) => new URL(page.url()).searchParams.get('startedAt');

async function openSplitWithTimeline(page: Page) {
  await page.goto('/incidents?layout=split&pageSize=1000');
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible({
    timeout: MAP_READY_TIMEOUT,
  });
  // The whole set is loaded once the progress line is gone and the bars are drawn.
  await expect(timeline(page).locator('.recharts-bar-rectangle').first()).toBeVisible({
    timeout: MAP_READY_TIMEOUT,
  });
}

/** Drags across the middle of the bars, from `fromShare` to `toShare` of the chart's width. */
async function dragAcrossBars(page: Page, fromShare: number, toShare: number) {
  const chart = timeline(page).locator('.recharts-wrapper');
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height * 0.45;
  await page.mouse.move(box.x + box.width * fromShare, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((fromShare + toShare) / 2), y, { steps: 5 });
  await page.mouse.move(box.x + box.width * toShare, y, { steps: 5 });
  await page.mouse.up();
}

test('dragging across the timeline sets startedAt, and the table shows only that span', async ({
  page,
  demoToken,
}) => {
  test.setTimeout(180_000);
  await openSplitWithTimeline(page);
  expect(startedAtOf(page)).toBeNull();

  await dragAcrossBars(page, 0.35, 0.65);
  await expect.poll(() => startedAtOf(page)).toMatch(/^bt:\d+;\d+$/);
  const [from, to] = startedAtOf(page)!.slice(3).split(';').map(Number) as [number, number];
  expect(to).toBeGreaterThan(from);

  // The table asks the service for that span: its rows are the API's, in order.
  const expected = await incidentApi<IncidentPage>(
    demoToken,
    `/incidents?startedAt=bt:${from};${to}&pageSize=1000`,
  );
  expect(expected.data.length).toBeGreaterThan(0);
  // Under SwiftShader the map's redraw can hold the table's update back for a few seconds.
  await expect(rows(page).first()).toHaveAttribute('data-incident-id', expected.data[0]!.id, {
    timeout: 30_000,
  });
  for (const incident of expected.data) {
    const seconds = Number(incident.startedAt.timestamp);
    expect(seconds).toBeGreaterThanOrEqual(from);
    expect(seconds).toBeLessThanOrEqual(to);
  }

  // The map draws the same span out of everything it loaded: as many incidents as the API has.
  let inSpan = expected.data.length;
  for (let next = 2; inSpan === (next - 1) * 1000; next++) {
    const more = await incidentApi<IncidentPage>(
      demoToken,
      `/incidents?startedAt=bt:${from};${to}&pageSize=1000&page=${next}`,
    );
    inSpan += more.data.length;
  }
  await expect(page.getByText(`${inSpan.toLocaleString('en-US')} in the time range`)).toBeVisible();

  // Back undoes the range, as any other filter change.
  await page.goBack();
  await expect.poll(() => startedAtOf(page)).toBeNull();
});

test('Play steps the range forward through time, and Pause stops it', async ({ page }) => {
  test.setTimeout(180_000);
  await openSplitWithTimeline(page);

  await timeline(page).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => startedAtOf(page)).toMatch(/^bt:\d+;\d+$/);
  const first = Number(startedAtOf(page)!.slice(3).split(';')[0]);
  await expect
    .poll(() => Number(startedAtOf(page)?.slice(3).split(';')[0]), { timeout: 10_000 })
    .toBeGreaterThan(first);

  await timeline(page).getByRole('button', { name: 'Pause' }).click();
  const paused = startedAtOf(page);
  await page.waitForTimeout(2_500);
  expect(startedAtOf(page)).toBe(paused);
});
