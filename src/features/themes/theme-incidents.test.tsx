import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { exampleIncidentListItem, exampleThemeDetail } from '../../../contract/examples/incidents';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { renderAtRoute } from '@/test/render-at-route';
import { ThemeIncidents } from './theme-incidents';

const server = setupServer();
let requests: Record<string, string>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
  requests = [];
});

function answer(reply: () => Response) {
  server.use(
    http.get(`${TEST_URLS.incidents}/incidents`, ({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams));
      return reply();
    }),
  );
}

const theme = exampleThemeDetail;
const renderIncidents = (href: string) =>
  renderAtRoute('/themes/$themeId', () => <ThemeIncidents theme={theme} />, href);

test("the theme's incidents come from the explorer's query, sorted and paged by the address", async () => {
  answer(() => HttpResponse.json({ data: [exampleIncidentListItem] }));
  renderIncidents(`/themes/${theme.id}?sort=startedAt:desc;impact:asc&page=2&pageSize=25`);
  expect(await screen.findByRole('columnheader', { name: /Started \(local\)/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(requests).toEqual([
    { theme: `eq:${theme.id}`, sort: 'startedAt:desc;impact:asc', page: '2', pageSize: '25' },
  ]);
  expect(screen.getByRole('link', { name: 'Open in the explorer' })).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}&sort=startedAt:desc;impact:asc`,
  );
  expect(screen.getByText('Page 2 · incidents 26–26')).toBeInTheDocument();
});

test('sorting by a header starts from page 1 and leaves the rest of the address alone', async () => {
  answer(() => HttpResponse.json({ data: [exampleIncidentListItem] }));
  const user = userEvent.setup();
  const { router } = renderIncidents(`/themes/${theme.id}?panel=casualties&page=3`);
  await user.click(await screen.findByRole('button', { name: /Reported/ }));
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe('?panel=casualties&sort=reportedAt:desc'),
  );
  await waitFor(() =>
    expect(requests.at(-1)).toEqual({
      theme: `eq:${theme.id}`,
      sort: 'reportedAt:desc',
      page: '1',
      pageSize: '100',
    }),
  );
  // `panel` is not the table's: no notice about it.
  expect(screen.queryByRole('status')).toBeNull();
});

test('a theme without incidents says so; a failure says why and offers a retry', async () => {
  answer(() => HttpResponse.json({ data: [] }));
  renderIncidents(`/themes/${theme.id}`);
  expect(await screen.findByText('No incidents carry this theme.')).toBeInTheDocument();
  server.resetHandlers();
  answer(() =>
    HttpResponse.json({ status: 'error', message: 'Database unavailable' }, { status: 503 }),
  );
  renderIncidents(`/themes/${theme.id}?pageSize=50`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("The theme's incidents could not be loaded");
  expect(alert).toHaveTextContent('Database unavailable');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});
