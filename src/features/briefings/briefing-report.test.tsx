import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { BriefingReport } from './briefing-report';
import { periodWords } from './briefing-words';
import type { Briefing, BriefingContent } from '@/lib/http/watchfloor';

vi.mock('@/components/map/basemap-countries', () => ({
  loadBasemapCountries: () => new Promise(() => {}),
}));

const FROM = Date.UTC(2026, 10, 28, 9) / 1000;
const UNTIL = FROM + 24 * 3600;
const SITE_ID = '22222222-2222-4222-8222-222222222222';
const SEARCH_ID = '33333333-3333-4333-8333-333333333333';

const EMPTY: BriefingContent = {
  period: { from: FROM, until: UNTIL },
  previous: { from: FROM - 24 * 3600, until: FROM },
  source: { savedSearch: null, sites: [{ id: SITE_ID, name: 'Lagos depot' }] },
  totals: { count: 0, previousCount: 3 },
  byCategory: [],
  topIncidents: [],
  sites: [
    {
      id: SITE_ID,
      name: 'Lagos depot',
      longitude: 3.39,
      latitude: 6.45,
      radiusKm: 50,
      count: 0,
      incidents: [],
    },
  ],
  news: [],
  truncated: false,
  omitted: 0,
};

const FULL: BriefingContent = {
  ...EMPTY,
  source: {
    savedSearch: { id: SEARCH_ID, name: 'Unrest in Nigeria', filters: '/incidents?country=eq:NG' },
    sites: [{ id: SITE_ID, name: 'Lagos depot' }],
  },
  totals: { count: 42, previousCount: 30 },
  byCategory: [
    { id: 'CAT-1', name: 'Civil unrest', colour: '#cc3300', count: 40, previousCount: 28 },
    { id: 'CAT-2', name: 'Crime', colour: '#3366cc', count: 2, previousCount: 2 },
  ],
  topIncidents: [
    {
      id: 'INC-1',
      summary: 'Protest blocks the Third Mainland Bridge',
      line: 'Several thousand protesters blocked the bridge in the morning.',
      impact: 4,
      impactLabel: 'High',
      category: { id: 'CAT-1', name: 'Civil unrest', colour: '#cc3300' },
      startedAt: FROM + 3600,
      countries: ['Nigeria'],
      longitude: 3.4,
      latitude: 6.5,
    },
  ],
  sites: [
    {
      ...EMPTY.sites[0]!,
      count: 1,
      incidents: [
        {
          id: 'INC-1',
          summary: 'Protest blocks the Third Mainland Bridge',
          impact: 4,
          impactLabel: 'High',
          distanceKm: 6.26,
          startedAt: FROM + 3600,
        },
      ],
    },
  ],
  news: [
    {
      taxonomyId: 'TX-1',
      name: 'Politics',
      count: 5,
      headlines: [
        {
          id: 'N-1',
          title: 'Governor meets protest leaders',
          url: 'https://news.example/governor',
          publishedAt: FROM + 7200,
        },
      ],
    },
  ],
  omitted: 41,
};

const briefingOf = (content: BriefingContent): Briefing => ({
  id: '11111111-1111-4111-8111-111111111111',
  owner: { name: 'Ana Analyst', email: 'ana@team.example' },
  createdAt: new Date(UNTIL * 1000).toISOString(),
  params: { title: 'Morning brief', savedSearchId: null, siteIds: [SITE_ID], periodHours: 24 },
  content,
  scheduleId: null,
});

test('a period with nothing in it says so plainly, and lists no incident', async () => {
  await renderWithRouter(<BriefingReport briefing={briefingOf(EMPTY)} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Morning brief' })).toBeVisible();
  expect(screen.getByText(/Nothing happened in this period/)).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Top incidents by impact' })).toBeNull();
  expect(screen.queryByText(/not listed/)).toBeNull();
  expect(screen.getByText(/down 3 \(−100%\) on the previous period/)).toBeVisible();
  expect(screen.getByText('No incident within 50 km.')).toBeVisible();
});

test('incidents beyond the top ones are counted, and every item links back', async () => {
  await renderWithRouter(<BriefingReport briefing={briefingOf(FULL)} />);
  expect(screen.queryByText(/Nothing happened/)).toBeNull();
  expect(screen.getByText('41 more incidents not listed.')).toBeVisible();
  expect(screen.getByText(/up 12 \(\+40%\) on the previous period/)).toBeVisible();

  const top = screen.getByRole('list', { name: 'Top incidents by impact' });
  expect(
    within(top).getByRole('link', { name: 'Protest blocks the Third Mainland Bridge' }),
  ).toHaveAttribute('href', '/incidents/INC-1');
  expect(within(top).getByText(/Several thousand protesters/)).toBeVisible();

  expect(screen.getByRole('link', { name: 'Unrest in Nigeria' })).toHaveAttribute(
    'href',
    '/incidents?country=eq:NG',
  );
  const site = screen.getByRole('table', { name: 'Incidents near Lagos depot' });
  expect(within(site).getByRole('link')).toHaveAttribute('href', '/incidents/INC-1');
  expect(within(site).getByText('6.3 km')).toBeVisible();

  const headline = screen.getByRole('link', { name: 'Governor meets protest leaders' });
  expect(headline).toHaveAttribute('href', 'https://news.example/governor');
  expect(headline).toHaveAttribute('rel', 'noopener noreferrer');

  expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('periods read as chosen', () => {
  expect(periodWords(12)).toBe('12 hours');
  expect(periodWords(24)).toBe('24 hours');
  expect(periodWords(48)).toBe('2 days');
  expect(periodWords(168)).toBe('7 days');
});
