import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { exampleTaxonomy, exampleTaxonomyWithoutSubs } from '../../../../contract/examples/news';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { configureTestDeployment } from '@/test/deployment';
import { referenceHandlers, renderNewsRoute } from '../news-test-kit';
import { useNewsSearch } from '../use-news-search';
import { NewsFilterBar } from './news-filter-bar';

const server = setupServer(...referenceHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => configureTestDeployment());

const NOW = 1_795_300_000;
const DAY = 86_400;
const CYBER = exampleTaxonomy.id;
const RANSOMWARE = exampleTaxonomy.subTaxonomies[0]!.id;
const WEATHER = exampleTaxonomyWithoutSubs.id;

function FilterHarness() {
  const search = useNewsSearch();
  return (
    <>
      <NewsFilterBar search={search} span={{ from: NOW - DAY, to: NOW }} nowSeconds={NOW} />
      <DroppedParametersNotice dropped={search.dropped} onDismiss={search.dismissDropped} />
    </>
  );
}

async function renderBar(href: string) {
  const rendered = renderNewsRoute(href, FilterHarness);
  await screen.findByRole('search', { name: 'Search news' });
  return rendered;
}
/** A `datetime-local` value, read in this machine's zone as the analyst's would be. */
const seconds = (local: string) => new Date(local).getTime() / 1000;

test('the address sets every control: search, countries, taxonomy, window, order, page size', async () => {
  await renderBar(
    `/news?search=neq:flood&countryCode=nin:FRA,GBR&taxonomyId=in:${CYBER},${RANSOMWARE}&publishedAt=bt:${NOW - 2 * DAY},${NOW}&sort=publishedAt_desc&limit=250&page=3`,
  );
  expect(screen.getByLabelText('Search operator')).toHaveValue('neq');
  expect(screen.getByLabelText('Search term in titles and summaries')).toHaveValue('flood');
  expect(screen.getByLabelText('Countries operator')).toHaveValue('nin');
  expect(
    await screen.findByRole('button', { name: 'Countries: France, United Kingdom' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Taxonomy operator')).toHaveValue('in');
  expect(
    await screen.findByRole('button', { name: 'Taxonomies: Cyber, Ransomware' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Custom range: .+ – .+/ })).toBeInTheDocument();
  for (const preset of ['24 hours', '7 days', '30 days', '3 months']) {
    expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
  }
  expect(screen.getByLabelText('Order')).toHaveValue('publishedAt_desc');
  expect(screen.getByLabelText('Per page')).toHaveValue('250');
});

test('a lone bound reads as since, and an explicit oldest-first sort as the default', async () => {
  await renderBar(`/news?publishedAt=gte:${NOW - DAY}&sort=publishedAt_asc`);
  expect(screen.getByRole('button', { name: /^Custom range: Since / })).toBeInTheDocument();
  expect(screen.getByLabelText('Order')).toHaveValue('publishedAt_asc');
});

test('lte reads as the 24 hours before its time', async () => {
  await renderBar(`/news?publishedAt=lte:${NOW}`);
  expect(
    screen.getByRole('button', { name: /^Custom range: The 24 hours before / }),
  ).toBeInTheDocument();
});

test('the search term writes eq for contains, neq for excludes, and leaves when cleared', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news?page=2');
  const field = screen.getByLabelText('Search term in titles and summaries');
  await user.type(field, 'port strike{Enter}');
  await waitFor(() => expect(search()).toBe('?search=eq:port%20strike'));
  await user.selectOptions(screen.getByLabelText('Search operator'), 'neq');
  await waitFor(() => expect(search()).toBe('?search=neq:port%20strike'));
  await user.clear(field);
  await user.type(field, '{Enter}');
  await waitFor(() => expect(search()).toBe(''));
});

test('a paused typist gets the term applied without pressing Enter', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.type(screen.getByLabelText('Search term in titles and summaries'), 'flood');
  await waitFor(() => expect(search()).toBe('?search=eq:flood'), { timeout: 2000 });
});

test('countries write in: and nin: lists of alpha-3 codes, found by name or code', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.click(screen.getByRole('button', { name: 'Countries: Any' }));
  const combobox = screen.getByRole('combobox', { name: 'Search countries' });
  await user.type(combobox, 'fra');
  await user.click(await screen.findByRole('option', { name: /France/ }));
  await waitFor(() => expect(search()).toBe('?countryCode=in:FRA'));

  await user.clear(combobox);
  await user.type(combobox, 'gbr{Enter}');
  await waitFor(() => expect(search()).toBe('?countryCode=in:FRA,GBR'));

  await user.keyboard('{Escape}');
  await user.selectOptions(screen.getByLabelText('Countries operator'), 'nin');
  await waitFor(() => expect(search()).toBe('?countryCode=nin:FRA,GBR'));

  await user.click(screen.getByRole('button', { name: /^Countries: / }));
  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  await waitFor(() => expect(search()).toBe(''));
});

test('an operator chosen before any pick applies to the first pick', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.selectOptions(screen.getByLabelText('Countries operator'), 'nin');
  expect(search()).toBe('');
  await user.click(screen.getByRole('button', { name: 'Countries: Any' }));
  await user.click(await screen.findByRole('option', { name: /Côte d'Ivoire/ }));
  await waitFor(() => expect(search()).toBe('?countryCode=nin:CIV'));
});

test('taxonomies write main and sub ids with in: and nin:', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.click(await screen.findByRole('button', { name: 'Taxonomies: Any' }));
  await user.click(await screen.findByRole('button', { name: 'Cyber: sub-taxonomies' }));
  await user.click(screen.getByRole('checkbox', { name: 'Ransomware' }));
  await waitFor(() => expect(search()).toBe(`?taxonomyId=in:${RANSOMWARE}`));
  await user.click(screen.getByRole('checkbox', { name: 'Severe weather' }));
  await waitFor(() => expect(search()).toBe(`?taxonomyId=in:${RANSOMWARE},${WEATHER}`));
  await user.keyboard('{Escape}');
  await user.selectOptions(screen.getByLabelText('Taxonomy operator'), 'nin');
  await waitFor(() => expect(search()).toBe(`?taxonomyId=nin:${RANSOMWARE},${WEATHER}`));
});

test('presets write publishedWithin, the service default writes nothing, and each clears a custom range', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar(`/news?publishedAt=gte:${NOW - DAY}`);
  await user.click(screen.getByRole('button', { name: '7 days' }));
  await waitFor(() => expect(search()).toBe('?publishedWithin=P7D'));
  expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: '30 days' }));
  await waitFor(() => expect(search()).toBe('?publishedWithin=P30D'));
  await user.click(screen.getByRole('button', { name: '3 months' }));
  await waitFor(() => expect(search()).toBe('?publishedWithin=P90D'));
  await user.click(screen.getByRole('button', { name: '24 hours' }));
  await waitFor(() => expect(search()).toBe(''));
});

async function applyCustomRange(from: string, to: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Custom(…| range: )/ }));
  const form = screen.getByRole('dialog', { name: 'Custom published window' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: to } });
  await user.click(within(form).getByRole('button', { name: 'Apply' }));
}

test('a custom range writes bt with both ends, gte with a start alone, lte with an end alone', async () => {
  const { search } = await renderBar('/news?publishedWithin=P7D');
  await applyCustomRange('2026-11-10T08:00', '2026-11-12T20:30');
  await waitFor(() =>
    expect(search()).toBe(
      `?publishedAt=bt:${seconds('2026-11-10T08:00')},${seconds('2026-11-12T20:30')}`,
    ),
  );
  await applyCustomRange('2026-11-15T06:00', '');
  await waitFor(() => expect(search()).toBe(`?publishedAt=gte:${seconds('2026-11-15T06:00')}`));
  await applyCustomRange('', '2026-11-16T06:00');
  await waitFor(() => expect(search()).toBe(`?publishedAt=lte:${seconds('2026-11-16T06:00')}`));
});

test('a custom range longer than 3 months is explained in the form and cannot be applied', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.click(screen.getByRole('button', { name: 'Custom…' }));
  const form = screen.getByRole('dialog', { name: 'Custom published window' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-01-01T00:00' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-06-01T00:00' } });
  expect(
    within(form).getByText(/spans 151 days; the news API serves at most 3 months/),
  ).toBeVisible();
  expect(within(form).getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(search()).toBe('');
});

test('newest first by default; order and page size write only what differs, back to page 1', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news?page=4');
  expect(screen.getByLabelText('Order')).toHaveValue('publishedAt_desc');
  await user.selectOptions(screen.getByLabelText('Order'), 'publishedAt_asc');
  await waitFor(() => expect(search()).toBe('?sort=publishedAt_asc'));
  await user.selectOptions(screen.getByLabelText('Per page'), '5000');
  await waitFor(() => expect(search()).toBe('?sort=publishedAt_asc&limit=5000'));
  await user.selectOptions(screen.getByLabelText('Order'), 'publishedAt_desc');
  await user.selectOptions(screen.getByLabelText('Per page'), '1000');
  await waitFor(() => expect(search()).toBe(''));
});

test('an odd page size from a link is kept and shown', async () => {
  await renderBar('/news?limit=37');
  expect(screen.getByLabelText('Per page')).toHaveValue('37');
});

test('malformed settings fall back to their defaults with a notice naming each', async () => {
  const { search } = await renderBar(
    `/news?countryCode=eq:FRA&limit=9000&publishedWithin=P100D&taxonomyId=in:not-a-uuid&search=flood`,
  );
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('countryCode does not take eq; it takes in or nin');
  expect(notice).toHaveTextContent('limit must be from 1 to 5000, not 9000');
  expect(notice).toHaveTextContent(
    'publishedWithin must be a window of hours, days or weeks up to 92 days (PT12H, P3D, P2W), not "P100D"',
  );
  expect(notice).toHaveTextContent('"not-a-uuid" is not a UUID');
  expect(notice).toHaveTextContent('"flood" has no operator');
  await waitFor(() => expect(search()).toBe(''));
  expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Per page')).toHaveValue('1000');
});

test('a preset beside an absolute window is dropped: the absolute window wins', async () => {
  const { search } = await renderBar(`/news?publishedAt=gte:${NOW - DAY}&publishedWithin=P7D`);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'publishedWithin is ignored: publishedAt already sets the time window',
  );
  await waitFor(() => expect(search()).toBe(`?publishedAt=gte:${NOW - DAY}`));
  expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');
});

test('any last N hours, days or weeks within 3 months is a relative window; longer is refused', async () => {
  const user = userEvent.setup();
  const { search } = await renderBar('/news');
  await user.click(screen.getByRole('button', { name: 'Custom…' }));
  const form = screen.getByRole('dialog', { name: 'Custom published window' });
  await user.type(within(form).getByLabelText('How many'), '14');
  await user.selectOptions(within(form).getByLabelText('Unit'), 'w');
  await user.click(within(form).getByRole('button', { name: 'Set' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('At most 92 days (3 months).');
  expect(search()).toBe('');
  await user.clear(within(form).getByLabelText('How many'));
  await user.type(within(form).getByLabelText('How many'), '36{Enter}');
  await user.selectOptions(within(form).getByLabelText('Unit'), 'h');
  await user.click(within(form).getByRole('button', { name: 'Set' }));
  await waitFor(() => expect(search()).toBe('?publishedWithin=PT36H'));
  expect(screen.getByRole('button', { name: /36 hours/ })).toBeInTheDocument();
});
