import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  exampleNewsItem,
  exampleNewsItemWithoutIncident,
  exampleTaxonomy,
} from '../../../contract/examples/news';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { referenceHandlers, renderNewsRoute } from './news-test-kit';
import { NewsPage } from './news-page';

const NEWS_URL = `${TEST_URLS.news}/news`;
const server = setupServer(...referenceHandlers);
const requests: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());
beforeEach(() => configureTestDeployment());

const first = { ...exampleNewsItem, title: 'Port workers strike in Rotterdam' };
const second = {
  ...exampleNewsItemWithoutIncident,
  title: 'Flooding closes rail lines',
  permalink: 'javascript:alert(1)',
};
const third = {
  ...exampleNewsItemWithoutIncident,
  id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
  title: 'Third item',
};

const page = (news: unknown[], meta = { total: news.length, page: 1, pages: 1, pageSize: 1000 }) =>
  HttpResponse.json({ status: 'success', data: { news, meta } });

function serveNews(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  server.use(
    http.get(NEWS_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return answer(query);
    }),
  );
}

const pane = () => screen.getByRole('article');

test('the selected item reads in full: taxonomy names with scores, a safe source link, its incident', async () => {
  serveNews(() => page([first, second]));
  renderNewsRoute('/news', NewsPage);
  const article = await screen.findByRole('article', { name: first.title });
  expect(within(article).getByText('Cyber')).toBeInTheDocument();
  expect(within(article).getByText('score 0.92')).toBeInTheDocument();
  expect(within(article).getByText('Ransomware')).toBeInTheDocument();
  expect(within(article).getByText('United Kingdom (GBR), Ireland (IRL)')).toBeInTheDocument();
  const source = within(article).getByRole('link', { name: /Read at the source/ });
  expect(source).toHaveAttribute('href', first.permalink);
  expect(source).toHaveAttribute('target', '_blank');
  expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(article).getByRole('link', { name: 'Open incident IN-224368' })).toHaveAttribute(
    'href',
    '/incidents/IN-224368',
  );
});

test('j and k move the selection; a permalink that is not a web address is no link', async () => {
  const user = userEvent.setup();
  serveNews(() => page([first, second, third]));
  const { search } = renderNewsRoute('/news', NewsPage);
  await screen.findByRole('article', { name: first.title });
  await user.keyboard('j');
  await waitFor(() => expect(pane()).toHaveAccessibleName(second.title));
  // The address names the item once the keys rest (250 ms), then the router writes it: on a
  // busy machine that took longer than waitFor's default second.
  await waitFor(() => expect(search()).toBe(`?item=${second.id}`), { timeout: 3_000 });
  expect(within(pane()).queryByRole('link', { name: /Read at the source/ })).toBeNull();
  expect(within(pane()).getByText(/not a web link: javascript:alert\(1\)/)).toBeInTheDocument();
  expect(within(pane()).queryByRole('link', { name: /Open incident/ })).toBeNull();
  await user.keyboard('jjj');
  await waitFor(() => expect(pane()).toHaveAccessibleName(third.title));
  await user.keyboard('k');
  await waitFor(() => expect(pane()).toHaveAccessibleName(second.title));
});

test('a keyword chip becomes the search term and the feed asks again', async () => {
  const user = userEvent.setup();
  serveNews(() => page([first]));
  const { search } = renderNewsRoute('/news', NewsPage);
  const article = await screen.findByRole('article', { name: first.title });
  await user.click(within(article).getByRole('button', { name: 'Search the feed for airport' }));
  await waitFor(() => expect(search()).toBe('?search=eq:airport'));
  await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('eq:airport'));
  expect(screen.getByLabelText('Search term in titles and summaries')).toHaveValue('airport');
});

test('the previous results stay while new ones load', async () => {
  const user = userEvent.setup();
  serveNews(async (query) => {
    const oldestFirst = query.get('sort') === 'publishedAt_asc';
    if (oldestFirst) await delay(200);
    return page(oldestFirst ? [second] : [first]);
  });
  renderNewsRoute('/news', NewsPage);
  await screen.findByRole('article', { name: first.title });
  await user.selectOptions(screen.getByLabelText('Order'), 'publishedAt_asc');
  expect(await screen.findByText(/Updating…/)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: first.title })).toBeInTheDocument();
  expect(screen.getByRole('listbox', { name: 'News items' })).toHaveAttribute('aria-busy', 'true');
  await screen.findByRole('article', { name: second.title });
});

test('an empty result names the filters to loosen, and loosening one asks again', async () => {
  const user = userEvent.setup();
  serveNews((query) => page(query.get('countryCode') ? [] : [first]));
  const { search } = renderNewsRoute(
    '/news?countryCode=in:FRA&search=eq:strike&publishedWithin=P7D',
    NewsPage,
  );
  const empty = await screen.findByRole('region', { name: 'No news matches these filters' });
  expect(empty).toHaveTextContent('Search contains “strike”');
  expect(empty).toHaveTextContent('Country is any of France');
  expect(empty).toHaveTextContent('Published: Last 7 days');
  await user.click(within(empty).getByRole('button', { name: 'Remove the country filter' }));
  await waitFor(() => expect(search()).toBe('?publishedWithin=P7D&search=eq:strike'));
  await screen.findByRole('article', { name: first.title });
});

test('a page past the end offers the last page', async () => {
  const user = userEvent.setup();
  serveNews((query) =>
    page(query.get('page') === '9' ? [] : [first], {
      total: 30,
      page: Number(query.get('page') ?? 1),
      pages: 3,
      pageSize: 10,
    }),
  );
  const { search } = renderNewsRoute('/news?page=9&limit=10', NewsPage);
  await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(search()).toBe('?limit=10&page=3'));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByText('Items 21–21 of 30')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'First page' }));
  await waitFor(() => expect(search()).toBe('?limit=10'));
});

test('a refused request shows what the service said, in place, and retries', async () => {
  const user = userEvent.setup();
  let calls = 0;
  serveNews(() => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json(
          { status: 'fail', data: { taxonomyId: 'unknown taxonomy' } },
          { status: 422 },
        )
      : page([first]);
  });
  renderNewsRoute('/news', NewsPage);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The news could not be loaded.');
  expect(alert).toHaveTextContent('taxonomyId: unknown taxonomy');
  // The filters stay usable beside the error.
  expect(screen.getByRole('search', { name: 'Search news' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByRole('article', { name: first.title });
});

test('a window past 3 months is explained and never sent', async () => {
  serveNews(() => page([first]));
  renderNewsRoute('/news?publishedAt=bt:1780000000,1790000000', NewsPage);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This window spans 116 days; the news API serves at most 3 months (92 days) at a time. Nothing was requested',
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toHaveLength(0);
});

test('the default window sends no publishedAt; a preset sends gte from the minute it was set', async () => {
  const user = userEvent.setup();
  serveNews(() => page([first]));
  renderNewsRoute('/news?limit=50', NewsPage);
  await screen.findByRole('article');
  expect(requests[0]?.has('publishedAt')).toBe(false);
  expect(requests[0]?.get('limit')).toBe('50');
  await user.click(screen.getByRole('button', { name: '7 days' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  const from = Number(requests[1]?.get('publishedAt')?.replace('gte:', ''));
  const expected = Math.floor(Date.now() / 60_000) * 60 - 7 * 86_400;
  expect(Math.abs(from - expected)).toBeLessThanOrEqual(60);
  expect(from % 60).toBe(0);
});

test('without the taxonomy tree the feed still reads, says why names are missing, and retries', async () => {
  const user = userEvent.setup();
  let broken = true;
  server.use(
    http.get(`${TEST_URLS.news}/taxonomies`, () =>
      broken
        ? HttpResponse.json({ status: 'error', message: 'Taxonomy store offline' }, { status: 404 })
        : HttpResponse.json({
            status: 'success',
            data: { taxonomies: [exampleTaxonomy] },
          }),
    ),
  );
  serveNews(() => page([first]));
  renderNewsRoute('/news', NewsPage);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Taxonomy names could not be loaded');
  expect(alert).toHaveTextContent('Taxonomy store offline');
  const article = screen.getByRole('article', { name: first.title });
  expect(within(article).getByText('Taxonomy 0d1e2f3a…')).toBeInTheDocument();
  broken = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(within(article).getByText('Cyber')).toBeInTheDocument();
});
