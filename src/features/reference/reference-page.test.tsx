import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { exampleCategory, exampleCountry, exampleType } from '../../../contract/examples/reference';
import { createQueryClient } from '@/lib/query-client';
import { categoriesLookup } from '@/lib/reference/lookups';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { renderAtRoute } from '@/test/render-at-route';
import { ReferencePage } from './reference-page';

// The drawing map needs WebGL; e2e/reference.spec.ts drives it in Chromium. Here the address
// alone sets the area.
vi.mock('./countries-area-map', () => ({ CountriesAreaMap: () => null }));

const server = setupServer();
/** Every request the page made, as `path?query`. */
let requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
  requests = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // The API's own path, without the prefix the Watchfloor server proxies it under.
    const path = url.pathname.replace(/^\/api\/(news|incidents)/, '');
    requests.push(`${path}${decodeURIComponent(url.search)}`);
  });
});

const OTHER_CATEGORY = {
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  name: 'Cyber',
  colour: '#17A398',
};
const france = {
  code: 'FRA',
  alpha2: 'FR',
  name: 'France',
  continent: { code: 'EU', name: 'Europe' },
};

function serveReference() {
  const incidents = TEST_URLS.incidents;
  server.use(
    // The team's saved areas, offered beside the countries' map.
    http.get('*/api/watchfloor/areas', () =>
      HttpResponse.json({ status: 'success', data: { areas: [] } }),
    ),
    http.get(`${incidents}/geography/countries`, () =>
      HttpResponse.json({ status: 'success', data: { countries: [exampleCountry, france] } }),
    ),
    http.get(`${incidents}/incident-categories`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      const all = [exampleCategory, OTHER_CATEGORY];
      return HttpResponse.json({
        data: search ? all.filter((one) => one.name.toLowerCase().includes(search)) : all,
      });
    }),
    http.get(`${incidents}/incident-types`, () => HttpResponse.json({ data: [exampleType] })),
    http.get(`${TEST_URLS.news}/taxonomies`, () =>
      HttpResponse.json({
        status: 'success',
        data: {
          taxonomies: [
            {
              id: '46783a82-9db3-455c-93cc-3ad4128ee0be',
              name: 'Conflict',
              subTaxonomies: [
                { id: '959ac7cd-b6b7-42db-a738-298beaa0d112', name: 'Armed Clashes' },
                { id: '6edb8e7b-15c8-4745-a8bb-428db63e7bb6', name: 'Airstrikes and Shelling' },
              ],
            },
          ],
        },
      }),
    ),
  );
}

const renderReference = (href: string, client = createQueryClient()) =>
  renderAtRoute('/reference', ReferencePage, href, client);

test('without a tab the countries show, each row opening its incidents, news and continent', async () => {
  serveReference();
  renderReference('/reference');
  expect(await screen.findByRole('tab', { name: 'Countries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = (await screen.findByRole('cell', { name: 'United Kingdom' })).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Incidents in United Kingdom' })).toHaveAttribute(
    'href',
    '/incidents?country=in:GBR',
  );
  expect(within(row).getByRole('link', { name: 'News about United Kingdom' })).toHaveAttribute(
    'href',
    '/news?countryCode=in:GBR',
  );
  expect(within(row).getByRole('link', { name: /^Europe/ })).toHaveAttribute(
    'href',
    '/incidents?continent=in:EU',
  );
  expect(screen.getByRole('tabpanel', { name: 'Countries' })).toBeInTheDocument();
});

test('a tab the page does not have is dropped with a notice; the other settings stay', async () => {
  serveReference();
  const { router } = renderReference('/reference?tab=bogus&search=fr');
  expect(await screen.findByText(/tab: “bogus” is not a tab of this page/)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.searchStr).toBe('?search=fr'));
  expect(screen.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(requests).toContain('/geography/countries?search=fr'));
});

test('another tab starts from its own defaults; arrow keys move between tabs', async () => {
  serveReference();
  const user = userEvent.setup();
  const { router } = renderReference('/reference?search=fr&sort=name:desc');
  await user.click(await screen.findByRole('tab', { name: 'Incident categories' }));
  await waitFor(() => expect(router.state.location.searchStr).toBe('?tab=categories'));
  expect(await screen.findByRole('cell', { name: 'Indirect Weapons' })).toBeVisible();
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(router.state.location.searchStr).toBe('?tab=types'));
  expect(screen.getByRole('tab', { name: 'Incident types' })).toHaveFocus();
});

test('the default order comes from the session lookup without a request; a search asks the endpoint', async () => {
  serveReference();
  const client = createQueryClient();
  await client.prefetchQuery(categoriesLookup());
  requests = [];
  const user = userEvent.setup();
  renderReference('/reference?tab=categories', client);
  expect(await screen.findByRole('cell', { name: 'Cyber' })).toBeVisible();
  expect(requests.filter((one) => one.startsWith('/incident-categories'))).toEqual([]);
  await user.type(screen.getByRole('searchbox', { name: 'Search incident categories' }), 'cyb');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Indirect Weapons' })).not.toBeInTheDocument(),
  );
  expect(requests.filter((one) => one.startsWith('/incident-categories'))).toEqual([
    '/incident-categories?search=cyb',
  ]);
});

test('incident types filter by the chosen categories, included or excluded', async () => {
  serveReference();
  const user = userEvent.setup();
  const { router } = renderReference(`/reference?tab=types&category=in:${exampleCategory.id}`);
  const chosen = await screen.findByRole('button', { name: 'Indirect Weapons' });
  expect(chosen).toHaveAttribute('aria-pressed', 'true');
  expect(requests).toContain(`/incident-types?category=in:${exampleCategory.id}`);
  expect(
    await screen.findByRole('link', { name: 'Incidents of the type Ballistic Missile' }),
  ).toHaveAttribute('href', `/incidents?type=in:${exampleType.id}`);
  await user.click(screen.getByRole('button', { name: 'Cyber' }));
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe(
      `?tab=types&category=in:${exampleCategory.id};${OTHER_CATEGORY.id}`,
    ),
  );
  await user.click(screen.getByRole('checkbox', { name: 'Exclude the chosen categories' }));
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe(
      `?tab=types&category=nin:${exampleCategory.id};${OTHER_CATEGORY.id}`,
    ),
  );
});

test('an area in the address narrows the countries, is described, and can be cleared', async () => {
  serveReference();
  const user = userEvent.setup();
  const area = '[[[-5,42],[8,42],[8,51],[-5,51]]]';
  const { router } = renderReference(`/reference?area=in:${encodeURIComponent(area)}`);
  expect(await screen.findByText('4 points, 5.00°W to 8.00°E, 42.00°N to 51.00°N')).toBeVisible();
  // The grammar closes the open ring before it is sent.
  const closed = '[[[-5,42],[8,42],[8,51],[-5,51],[-5,42]]]';
  await waitFor(() => expect(requests).toContain(`/geography/countries?area=in:${closed}`));
  await user.click(screen.getByRole('button', { name: 'Clear the area' }));
  await waitFor(() => expect(router.state.location.searchStr).toBe(''));
});

test('the taxonomy tree is searched here, and each level opens the news it classifies', async () => {
  serveReference();
  renderReference('/reference?tab=taxonomies&search=strike');
  const link = await screen.findByRole('link', { name: 'News in Airstrikes and Shelling' });
  expect(link).toHaveAttribute('href', '/news?taxonomyId=in:6edb8e7b-15c8-4745-a8bb-428db63e7bb6');
  expect(screen.queryByText('Armed Clashes')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'News in Conflict' })).toHaveAttribute(
    'href',
    '/news?taxonomyId=in:46783a82-9db3-455c-93cc-3ad4128ee0be',
  );
  expect(requests).toEqual(['/taxonomies']);
});
