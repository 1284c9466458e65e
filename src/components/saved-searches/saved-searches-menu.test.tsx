import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import type { SavedSearch } from '@/lib/http/watchfloor';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';
import { configureTestDeployment } from '@/test/deployment';
import { ToastRegion } from '../toast-region';
import type { CountNew } from './new-counts';
import { SavedSearchesMenu } from './saved-searches-menu';

const LIST = '/api/watchfloor/saved-searches';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => configureTestDeployment());

const ANA = { email: 'ana@team.example', name: 'Ana Analyst' };
const CHIDI = { email: 'chidi@team.example', name: 'Chidi Okafor' };

let sequence = 0;
function savedSearch(overrides: Partial<SavedSearch>): SavedSearch {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    owner: ANA,
    visibility: 'team',
    version: 1,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    mayChange: true,
    name: 'A search',
    address: '/incidents?impact=gte:4',
    view: 'incidents',
    pinned: false,
    lookedAt: '2026-11-24T09:00:00.000Z',
    mine: true,
    ...overrides,
  };
}

const success = (data: unknown, status = 200) =>
  HttpResponse.json({ status: 'success', data }, { status });
const listing = (searches: SavedSearch[]) => http.get(LIST, () => success({ searches }));

/** Counts 3 new for every address, except one whose window excludes them. */
const countNew: CountNew = (address) =>
  address.includes('closed')
    ? { kind: 'unknown', reason: 'Its reported-time filter already excludes new incidents' }
    : {
        kind: 'query',
        queryKey: ['test-count', address],
        queryFn: () => Promise.resolve({ count: 3, capped: false }),
      };

async function renderMenu(href = '/incidents?impact=gte:3&peek=IN-9&page=2') {
  const root = createRootRoute();
  const menu = () => (
    <>
      <SavedSearchesMenu view="incidents" transient={['peek']} countNew={countNew} />
      <ToastRegion />
    </>
  );
  const incidents = createRoute({
    getParentRoute: () => root,
    path: '/incidents',
    component: menu,
  });
  const router = createRouter({
    routeTree: root.addChildren([incidents]),
    history: createMemoryHistory({ initialEntries: [href] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Saved searches' }));
  return { user, router, panel: screen.getByRole('region', { name: 'Saved searches' }) };
}

const section = (panel: HTMLElement, title: string) =>
  within(panel).getByRole('region', { name: title });

test('pinned first, then mine, then the team’s with their owners; private marked, markup as text', async () => {
  server.use(
    listing([
      savedSearch({ name: 'Ports', owner: CHIDI, mine: false, mayChange: false, pinned: true }),
      savedSearch({ name: '<b>Mine</b> only', visibility: 'private' }),
      savedSearch({ name: 'Sahel', owner: CHIDI, mine: false, mayChange: false }),
      savedSearch({ name: 'Closed window', address: '/incidents?reportedAt=lte:closed' }),
    ]),
  );
  const { panel } = await renderMenu();

  const pinned = await waitFor(() => section(panel, 'Pinned'));
  expect(within(pinned).getByRole('link', { name: 'Ports' })).toBeVisible();
  expect(within(pinned).getByRole('button', { name: 'Unpin Ports' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(pinned).getByText('Chidi Okafor')).toBeVisible();

  const mine = section(panel, 'Mine');
  const markup = within(mine).getByRole('link', { name: '<b>Mine</b> only' });
  expect(markup.querySelector('b')).toBeNull();
  expect(within(markup.closest('li')!).getByLabelText('Private')).toBeVisible();
  expect(within(markup.closest('li')!).getByText('You')).toBeVisible();

  const team = section(panel, 'Team');
  const sahel = within(team).getByRole('link', { name: 'Sahel' });
  expect(sahel).toHaveAttribute('href', '/incidents?impact=gte:4');
  expect(within(sahel.closest('li')!).getByLabelText('Shared with the team')).toBeVisible();

  // What is new, per search, as the view counts it.
  await waitFor(() => expect(within(team).getByText('3 new')).toBeVisible());
  expect(within(mine).getByText(/already excludes new incidents/)).toBeInTheDocument();
});

test('saves the view on screen without the selected row or page, for the team or for me', async () => {
  const posted: unknown[] = [];
  let searches: SavedSearch[] = [];
  server.use(
    http.get(LIST, () => success({ searches })),
    http.post(LIST, async ({ request }) => {
      const body = (await request.json()) as { name: string; address: string; visibility: string };
      posted.push(body);
      if (body.name.includes('<')) {
        return HttpResponse.json(
          { status: 'fail', data: { name: 'Too long: at most 200 characters.' } },
          { status: 422 },
        );
      }
      const created = savedSearch({ ...body, visibility: body.visibility as 'private' });
      searches = [created];
      return success(created, 201);
    }),
  );
  const { user, panel } = await renderMenu();
  expect(panel).toHaveTextContent('Save this view (1 setting) as');
  await user.type(within(panel).getByPlaceholderText(/e\.g\./), 'Impact 3+');
  await user.click(within(panel).getByRole('radio', { name: 'Only me' }));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));

  expect(await within(panel).findByText('Saved “Impact 3+” for you only.')).toBeVisible();
  expect(posted).toEqual([
    { name: 'Impact 3+', address: '/incidents?impact=gte:3', visibility: 'private' },
  ]);
  expect(await within(panel).findByRole('link', { name: 'Impact 3+' })).toBeVisible();
  // The next one is shared again unless the analyst chooses otherwise.
  expect(within(panel).getByRole('radio', { name: 'Team' })).toBeChecked();

  await user.type(within(panel).getByPlaceholderText(/e\.g\./), '<too long>');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'Not saved: Too long: at most 200 characters.',
  );
});

test('a stale rename shows who changed it and both names, and can be saved over theirs', async () => {
  const search = savedSearch({ name: 'Lagos', version: 1 });
  const theirs = { ...search, name: 'Lagos and Abuja', version: 2 };
  const patches: unknown[] = [];
  server.use(
    listing([search]),
    http.patch(`${LIST}/:id`, async ({ request }) => {
      const body = (await request.json()) as { version: number; name: string };
      patches.push(body);
      if (body.version === 1) {
        return HttpResponse.json(
          { status: 'fail', data: { version: 'Someone else changed this.', current: theirs } },
          { status: 409 },
        );
      }
      return success({ ...theirs, name: body.name, version: 3 });
    }),
    http.get(`${LIST}/:id/history`, () =>
      success({
        events: [
          {
            id: '2',
            action: 'updated',
            actor: CHIDI,
            at: '2026-11-25T10:00:00.000Z',
            changes: { name: { from: 'Lagos', to: 'Lagos and Abuja' } },
          },
        ],
      }),
    ),
  );
  const { user, panel } = await renderMenu();
  await user.click(await within(panel).findByRole('button', { name: 'More for Lagos' }));
  await user.click(within(panel).getByRole('button', { name: 'Rename' }));
  const field = within(panel).getByLabelText('New name for Lagos');
  await user.clear(field);
  await user.type(field, 'Nigeria{Enter}');

  const notice = await within(panel).findByRole('alert');
  expect(notice).toHaveTextContent('Chidi Okafor changed this since you opened it.');
  expect(notice).toHaveTextContent('Lagos and Abuja');
  expect(notice).toHaveTextContent('Nigeria');
  await user.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
  await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
  expect(patches).toEqual([
    { version: 1, name: 'Nigeria' },
    { version: 2, name: 'Nigeria' },
  ]);
});

test('a colleague’s search offers its history but no changes', async () => {
  server.use(
    listing([savedSearch({ name: 'Ports', owner: CHIDI, mine: false, mayChange: false })]),
    http.get(`${LIST}/:id/history`, () =>
      success({
        events: [
          { id: '1', action: 'created', actor: CHIDI, at: '2026-11-20T09:00:00.000Z', changes: {} },
        ],
      }),
    ),
  );
  const { user, panel } = await renderMenu();
  await user.click(await within(panel).findByRole('button', { name: 'More for Ports' }));
  expect(within(panel).queryByRole('button', { name: 'Rename' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(panel).toHaveTextContent('Chidi Okafor owns it: only they or an admin can change it.');
  await user.click(within(panel).getByRole('button', { name: 'History' }));
  expect(await within(panel).findByText(/created it/)).toBeVisible();
});

test('deleting asks first, and the toast’s Undo restores it', async () => {
  const search = savedSearch({ name: 'Floods', version: 4 });
  const calls: string[] = [];
  server.use(
    listing([search]),
    http.delete(`${LIST}/:id`, ({ request, params }) => {
      calls.push(`delete ${String(params.id)} ${new URL(request.url).search}`);
      return success(search);
    }),
    http.post(`${LIST}/:id/restore`, ({ params }) => {
      calls.push(`restore ${String(params.id)}`);
      return success(search);
    }),
  );
  const { user, panel } = await renderMenu();
  await user.click(await within(panel).findByRole('button', { name: 'More for Floods' }));
  await user.click(within(panel).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete “Floods”?' });
  expect(dialog).toHaveTextContent('The team will no longer see it.');
  expect(calls).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Deleted the saved search “Floods”.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Restored the saved search “Floods”.')).toBeVisible();
  expect(calls).toEqual([`delete ${search.id} ?version=4`, `restore ${search.id}`]);
});

test('opening one goes to its address and records the look', async () => {
  const looked: string[] = [];
  const search = savedSearch({ name: 'Ongoing', address: '/incidents?ongoing=eq:true&retired=1' });
  server.use(
    listing([search]),
    http.post(`${LIST}/:id/looked`, ({ params }) => {
      looked.push(String(params.id));
      return success(search);
    }),
  );
  const { user, panel, router } = await renderMenu();
  await user.click(await within(panel).findByRole('link', { name: 'Ongoing' }));
  await waitFor(() => expect(router.state.location.searchStr).toBe('?ongoing=eq:true&retired=1'));
  expect(screen.queryByRole('region', { name: 'Saved searches' })).toBeNull();
  await waitFor(() => expect(looked).toEqual([search.id]));
});

test('a list that cannot load says why and retries', async () => {
  let fail = true;
  server.use(
    http.get(LIST, () =>
      fail
        ? HttpResponse.json({ status: 'error', message: 'The database is away.' }, { status: 503 })
        : success({ searches: [] }),
    ),
  );
  const { user, panel } = await renderMenu();
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'The saved searches could not be loaded: The database is away.',
  );
  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await within(panel).findByText(/No saved searches here yet/)).toBeVisible();
});

test('the owner points a search at the view on screen, or makes it private, from the version shown', async () => {
  const search = savedSearch({ name: 'Sahel', address: '/incidents?impact=gte:4', version: 3 });
  const patches: unknown[] = [];
  server.use(
    listing([search]),
    http.patch(`${LIST}/:id`, async ({ request }) => {
      patches.push(await request.json());
      return success({ ...search, version: 4 });
    }),
  );
  const { user, panel } = await renderMenu();
  const more = await within(panel).findByRole('button', { name: 'More for Sahel' });
  await user.click(more);
  await user.click(within(panel).getByRole('button', { name: 'Update to this view' }));
  await waitFor(() => expect(patches).toHaveLength(1));
  await user.click(more);
  await user.click(within(panel).getByRole('button', { name: 'Make private' }));
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches).toEqual([
    { version: 3, address: '/incidents?impact=gte:3' },
    { version: 3, visibility: 'private' },
  ]);
});
