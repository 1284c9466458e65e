import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { configureTestDeployment } from '@/test/deployment';
import { renderWithRouter } from '@/test/render-with-router';
import { BriefingsPage } from './briefings-page';

const PERSON = { email: 'ana@team.example', name: 'Ana Analyst' };
const PARAMS = { title: 'Depot brief', savedSearchId: null, siteIds: [], periodHours: 24 };
const schedule = (patch: object) => ({
  id: '44444444-4444-4444-8444-444444444444',
  owner: PERSON,
  visibility: 'team',
  version: 3,
  createdAt: '2026-11-28T09:00:00Z',
  updatedAt: '2026-11-28T09:00:00Z',
  mayChange: true,
  params: PARAMS,
  time: '07:00',
  timeZone: 'Africa/Lagos',
  recipients: [],
  active: true,
  stoppedReason: null,
  lastRunAt: null,
  nextRunAt: '2026-11-30T06:00:00Z',
  ...patch,
});

let briefingsAnswer: () => Response;
const server = setupServer(
  http.get('*/api/watchfloor/briefings', () => briefingsAnswer()),
  http.get('*/api/watchfloor/briefing-schedules', () =>
    HttpResponse.json({
      status: 'success',
      data: {
        schedules: [
          schedule({}),
          schedule({
            id: '55555555-5555-4555-8555-555555555555',
            params: { ...PARAMS, title: 'Port brief' },
            recipients: ['desk@example.com'],
            active: false,
            stoppedReason: 'The site “Port of Lagos” was deleted.',
            nextRunAt: null,
          }),
        ],
      },
    }),
  ),
  http.get('*/api/watchfloor/sites', () =>
    HttpResponse.json({
      status: 'success',
      data: {
        count: 0,
        owners: [],
        columns: {
          id: [],
          name: [],
          latitude: [],
          longitude: [],
          address: [],
          tags: [],
          visibility: [],
          owner: [],
        },
      },
    }),
  ),
  http.get('*/api/watchfloor/saved-searches', () =>
    HttpResponse.json({ status: 'success', data: { searches: [] } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureTestDeployment();
  briefingsAnswer = () =>
    HttpResponse.json({
      status: 'success',
      data: {
        briefings: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            title: 'Older brief',
            owner: PERSON,
            createdAt: '2026-11-27T09:00:00Z',
            period: { from: 1764147600, until: 1764234000 },
            totals: { count: 3, previousCount: 3 },
            scheduleId: null,
          },
          {
            id: '22222222-2222-4222-8222-222222222222',
            title: 'Newer brief',
            owner: PERSON,
            createdAt: '2026-11-28T09:00:00Z',
            period: { from: 1764234000, until: 1764320400 },
            totals: { count: 0, previousCount: 2 },
            scheduleId: '44444444-4444-4444-8444-444444444444',
          },
        ],
      },
    });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithRouter(
    <QueryClientProvider client={client}>
      <BriefingsPage />
    </QueryClientProvider>,
  );
}

test('saved briefings newest first; a stopped schedule says why', async () => {
  await renderPage();
  const saved = await screen.findByRole('link', { name: 'Newer brief' });
  const links = within(saved.closest('ul')!).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Newer brief', 'Older brief']);
  expect(saved).toHaveAttribute('href', '/briefings/22222222-2222-4222-8222-222222222222');

  const table = await screen.findByRole('table', { name: 'Briefings sent daily' });
  const [, active, stopped] = within(table).getAllByRole('row');
  expect(active).toHaveTextContent('Daily at 07:00');
  expect(active).toHaveTextContent('Ana Analyst (its owner)');
  expect(active).toHaveTextContent('Active');
  expect(within(active!).getByRole('button', { name: 'Pause Depot brief' })).toBeVisible();
  expect(stopped).toHaveTextContent('Stopped');
  expect(stopped).toHaveTextContent('The site “Port of Lagos” was deleted.');
  expect(stopped).toHaveTextContent('desk@example.com');
  expect(within(stopped!).getByRole('button', { name: 'Resume Port brief' })).toBeVisible();
});

test('a list that fails to load says why in its place', async () => {
  briefingsAnswer = () =>
    HttpResponse.json(
      { status: 'error', message: 'The database is not answering.' },
      { status: 503 },
    );
  await renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The briefings could not be loaded');
  expect(alert).toHaveTextContent('The database is not answering.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await screen.findByRole('table', { name: 'Briefings sent daily' })).toBeVisible();
});
