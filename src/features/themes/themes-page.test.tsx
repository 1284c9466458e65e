import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { exampleThemeListItem } from '../../../contract/examples/incidents';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { renderAtRoute } from '@/test/render-at-route';
import { ThemesPage } from './themes-page';

const THEMES_URL = `${TEST_URLS.incidents}/themes`;
const server = setupServer();
/** The query of every request the page made, in order. */
let requests: Record<string, string>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
  requests = [];
});

const theme = (number: number, name: string) => ({
  ...exampleThemeListItem,
  id: `TH-${number}`,
  name,
  trendHistory: [{ periodStart: '2026-11-02T00:00:00+0000', incidents: number % 5 }],
});

function answer(themes: unknown[] | ((query: URLSearchParams) => Response)) {
  server.use(
    http.get(THEMES_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(Object.fromEntries(query));
      return typeof themes === 'function' ? themes(query) : HttpResponse.json({ data: themes });
    }),
  );
}

const renderThemes = (href: string) => renderAtRoute('/themes', ThemesPage, href);

test("the address is the query: search, sort and paging go to the service in the API's form", async () => {
  answer([theme(149, 'Coastal strikes'), theme(150, 'Border raids')]);
  renderThemes('/themes?search=strike&sort=name:desc&page=2&pageSize=25');
  expect(await screen.findByRole('link', { name: 'Coastal strikes' })).toHaveAttribute(
    'href',
    '/themes/TH-149',
  );
  expect(requests).toEqual([{ search: 'strike', sort: 'name:desc', page: '2', pageSize: '25' }]);
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Two themes on a page of 25: the last page.
  expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  expect(screen.getByText('Page 2 · themes 26–27')).toBeInTheDocument();
});

test('a row shows the counts, links its incident count into the explorer and draws its trend', async () => {
  answer([theme(149, 'Coastal strikes')]);
  renderThemes('/themes');
  const row = (await screen.findByRole('link', { name: 'Coastal strikes' })).closest('tr')!;
  expect(
    within(row).getByRole('link', { name: '57 incidents of Coastal strikes, in the explorer' }),
  ).toHaveAttribute('href', '/incidents?theme=eq:TH-149');
  expect(within(row).getByRole('img', { name: /^Incidents per period, 1 period/ })).toBeVisible();
  for (const count of ['12', '4', '3', '6']) expect(within(row).getByText(count)).toBeVisible();
});

test('pressing a column header sorts ascending, then descending, then back to the default, from page 1', async () => {
  answer([theme(149, 'Coastal strikes')]);
  const user = userEvent.setup();
  const { router } = renderThemes('/themes?page=3');
  await screen.findByRole('link', { name: 'Coastal strikes' });
  const identified = () => screen.getByRole('button', { name: 'Identified' });
  await user.click(identified());
  await waitFor(() => expect(router.state.location.searchStr).toBe('?sort=identifiedAt:asc'));
  await user.click(identified());
  await waitFor(() => expect(router.state.location.searchStr).toBe('?sort=identifiedAt:desc'));
  await user.click(identified());
  await waitFor(() => expect(router.state.location.searchStr).toBe(''));
  await waitFor(() => expect(requests.at(-1)).toEqual({}));
});

test('typing a search asks the service once, when typing pauses, and goes back to page 1', async () => {
  answer((query) =>
    HttpResponse.json({
      data: query.get('search') === 'coastal' ? [theme(149, 'Coastal strikes')] : [],
    }),
  );
  const user = userEvent.setup();
  const { router } = renderThemes('/themes?page=2');
  await screen.findByText('No themes on page 2.');
  await user.type(screen.getByRole('searchbox', { name: 'Search themes' }), 'coastal');
  await screen.findByRole('link', { name: 'Coastal strikes' });
  expect(router.state.location.searchStr).toBe('?search=coastal');
  expect(requests.map((query) => query.search)).toEqual([undefined, 'coastal']);
});

test('nothing found says what was searched and offers to clear it', async () => {
  answer([]);
  const user = userEvent.setup();
  const { router } = renderThemes('/themes?search=volcano');
  await screen.findByText(/No theme matches “volcano”/);
  await user.click(screen.getByRole('button', { name: 'Clear the search' }));
  await waitFor(() => expect(router.state.location.searchStr).toBe(''));
});

test('a refused query shows the reason in place and no pointless retry', async () => {
  answer(() =>
    HttpResponse.json({ status: 'fail', data: { search: 'search is too long' } }, { status: 422 }),
  );
  renderThemes('/themes?search=x');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Themes could not be loaded');
  expect(alert).toHaveTextContent('search is too long');
  expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('a failed connection can be retried, and the retry shows the themes', async () => {
  let calls = 0;
  answer(() => {
    calls += 1;
    return calls === 1
      ? HttpResponse.error()
      : HttpResponse.json({ data: [theme(149, 'Coastal strikes')] });
  });
  const user = userEvent.setup();
  renderThemes('/themes');
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Coastal strikes' })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a malformed sort is dropped with a notice; the rest of the address still applies', async () => {
  answer([theme(149, 'Coastal strikes')]);
  const { router } = renderThemes('/themes?sort=severity:asc&search=coastal');
  expect(await screen.findByRole('status')).toHaveTextContent(/sort must be name:asc/);
  await waitFor(() => expect(router.state.location.searchStr).toBe('?search=coastal'));
  await screen.findByRole('link', { name: 'Coastal strikes' });
  expect(requests.every((query) => query.sort === undefined)).toBe(true);
});
