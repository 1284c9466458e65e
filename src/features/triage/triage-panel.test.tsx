import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import type { IncidentSnapshot } from '../../../contract/triage/snapshot';
import type { Triage } from '@/lib/http/watchfloor';
import type { RouterContext } from '@/lib/router-context';
import type { SessionStore } from '@/lib/session/session-store';
import { configureTestDeployment } from '@/test/deployment';
import { TriagePanel } from './triage-panel';

const ANA = { email: 'ana@team.example', name: 'Ana Analyst' };
const CHIDI = { email: 'chidi@team.example', name: 'Chidi Okafor' };

const snapshot: IncidentSnapshot = {
  summary: 'Protest at the port',
  category: { id: 'c1', name: 'Civil unrest', colour: '#C0392B' },
  type: 'Protest',
  impact: { rating: 3, label: 'Moderate' },
  countries: [{ code: 'NGA', name: 'Nigeria' }],
  position: { latitude: 6.45, longitude: 3.39 },
  startedAt: 1_763_600_000,
  isOngoing: true,
  endedAt: 1_763_610_000,
  casualties: 0,
  references: 2,
  updatedAt: 1_763_610_000,
};

function triage(overrides: Partial<Triage> = {}): Triage {
  return {
    incidentId: 'IN-1',
    status: 'reviewing',
    duplicateOf: null,
    impactOnUs: null,
    assignee: null,
    hasNotes: false,
    updatedSinceTriage: false,
    version: 1,
    changedAt: '2026-11-25T12:00:00.000Z',
    changedBy: ANA,
    notes: '',
    createdAt: '2026-11-25T12:00:00.000Z',
    createdBy: ANA,
    snapshot,
    seenSnapshot: snapshot,
    seenAt: '2026-11-25T12:00:00.000Z',
    seenBy: ANA,
    snapshotCheckedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

const server = setupServer();
let stored: Triage | null;
let patches: Record<string, unknown>[];
let seen: Record<string, unknown>[];
let answerPatch: (body: Record<string, unknown>) => Response;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestDeployment();
  stored = null;
  patches = [];
  seen = [];
  answerPatch = (body) => {
    const { version: _version, assignee, ...change } = body;
    stored = triage({
      ...stored,
      ...(change as Partial<Triage>),
      ...(assignee === undefined
        ? {}
        : { assignee: [ANA, CHIDI].find((member) => member.email === assignee) ?? null }),
      version: (stored?.version ?? 0) + 1,
    });
    return HttpResponse.json({ status: 'success', data: { triage: stored } });
  };
  server.use(
    http.get('*/api/watchfloor/triage/:id', () =>
      HttpResponse.json({
        status: 'success',
        data: { triage: stored, refresh: { status: 'current', checkedAt: null, message: null } },
      }),
    ),
    http.get('*/api/watchfloor/team', () =>
      HttpResponse.json({
        status: 'success',
        data: {
          members: [ANA, CHIDI].map((member) => ({
            ...member,
            admin: false,
            lastSeenAt: '2026-11-25T12:00:00.000Z',
          })),
        },
      }),
    ),
    http.patch('*/api/watchfloor/triage/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return answerPatch(body);
    }),
    http.post('*/api/watchfloor/triage/:id/seen', async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      stored = triage({ ...stored, updatedSinceTriage: false, seenSnapshot: stored!.snapshot });
      return HttpResponse.json({ status: 'success', data: { triage: stored } });
    }),
  );
});

/** The panel on an incident's page, signed in as Ana. */
function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const signedIn = { user: { ...ANA, admin: false }, expiresAt: Date.now() + 3_600_000 };
  const session = { get: () => signedIn, subscribe: () => () => {} } as unknown as SessionStore;
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/incidents/$incidentId',
    component: () => <TriagePanel incidentId="IN-1" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/incidents/IN-1'] }),
    context: { queryClient, session, config: {} as RouterContext['config'] },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Queries inside the panel, once the router has rendered it. */
const panel = async () => within(await screen.findByRole('region', { name: 'Triage' }));

test('an untriaged incident is triaged with one save of what changed', async () => {
  const user = userEvent.setup();
  renderPanel();
  const view = await panel();
  expect(await view.findByText(/Nobody has triaged this incident yet/)).toBeVisible();
  await user.selectOptions(view.getByLabelText('Status'), 'Relevant');
  await user.selectOptions(view.getByLabelText('Impact on us'), 'High');
  await user.selectOptions(await view.findByLabelText('Assignee'), 'Me (Ana Analyst)');
  await user.click(view.getByRole('button', { name: 'Save triage' }));
  await waitFor(() =>
    expect(patches).toEqual([
      { version: 0, status: 'relevant', impactOnUs: 'high', assignee: 'ana@team.example' },
    ]),
  );
  expect(await view.findByText('Saved.')).toBeVisible();
  expect(view.queryByText(/Nobody has triaged/)).toBeNull();
});

test('notes show markup as text and ids as links; too long a note cannot be saved', async () => {
  stored = triage({ notes: '<b>Close</b> to our depot, same crowd as IN-2 (TH-7).' });
  const user = userEvent.setup();
  renderPanel();
  const view = await panel();
  expect(await view.findByText('<b>Close</b>', { exact: false })).toBeVisible();
  expect(view.queryByText('Close', { selector: 'b' })).toBeNull();
  expect(view.getByRole('link', { name: 'IN-2' })).toHaveAttribute('href', '/incidents/IN-2');
  expect(view.getByRole('link', { name: 'TH-7' })).toHaveAttribute('href', '/themes/TH-7');

  await user.click(view.getByRole('button', { name: 'Edit notes' }));
  const notes = view.getByLabelText('Notes');
  await user.clear(notes);
  await user.click(notes);
  await user.paste('x'.repeat(10_005));
  expect(view.getByText('5 characters too many (at most 10,000)')).toBeVisible();
  expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.keyboard('{Backspace>5/}');
  expect(view.getByText('10,000 / 10,000')).toBeVisible();
  await user.click(view.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(patches).toEqual([{ version: 1, notes: 'x'.repeat(10_000) }]));
});

test('a stale save shows what the other analyst changed and loses neither note', async () => {
  stored = triage({ notes: 'Port closed.' });
  const theirs = triage({
    status: 'relevant',
    notes: 'Port closed.\nChidi: reopens at 18:00.',
    version: 2,
    changedBy: CHIDI,
  });
  answerPatch = (body) => {
    if (body.version === 1) {
      stored = theirs;
      return HttpResponse.json(
        { status: 'fail', data: { version: 'Someone else changed this.', current: theirs } },
        { status: 409 },
      );
    }
    stored = triage({ ...theirs, notes: body.notes as string, version: 3 });
    return HttpResponse.json({ status: 'success', data: { triage: stored } });
  };
  const user = userEvent.setup();
  renderPanel();
  const view = await panel();
  await user.click(await view.findByRole('button', { name: 'Edit notes' }));
  await user.type(view.getByLabelText('Notes'), '\nAna: 3 hurt.');
  await user.selectOptions(view.getByLabelText('Status'), 'Not relevant');
  await user.click(view.getByRole('button', { name: 'Save' }));

  const notice = await view.findByRole('alert');
  expect(notice).toHaveTextContent('Chidi Okafor changed this since you opened it.');
  const rows = within(notice)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toContain('StatusRelevantNot relevant');
  expect(view.getByText(/Nothing of either note is lost/)).toBeVisible();
  expect(view.getByLabelText('Notes')).toHaveValue(
    'Port closed.\nChidi: reopens at 18:00.\nAna: 3 hurt.',
  );

  await user.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches[1]).toEqual({
    version: 2,
    status: 'not-relevant',
    notes: 'Port closed.\nChidi: reopens at 18:00.\nAna: 3 hurt.',
  });
  await waitFor(() => expect(view.queryByRole('alert')).toBeNull());
});

test('a vendor revision since triage is spelled out until someone marks it seen', async () => {
  const revised = {
    ...snapshot,
    impact: { rating: 4, label: 'Major' },
    casualties: 3,
    updatedAt: 1_763_620_000,
  };
  stored = triage({ updatedSinceTriage: true, snapshot: revised, seenBy: CHIDI });
  const user = userEvent.setup();
  renderPanel();
  const view = await panel();
  const notice = (await view.findByText('Updated by the vendor since triage')).closest(
    '[role="status"]',
  ) as HTMLElement;
  expect(notice).toHaveTextContent('Updated by the vendor since triage');
  expect(notice).toHaveTextContent('Impact: 3 Moderate → 4 Major');
  expect(notice).toHaveTextContent('Casualties: 0 → 3');
  expect(notice).toHaveTextContent('last looked at by Chidi Okafor');
  await user.click(within(notice).getByRole('button', { name: 'Mark as seen' }));
  await waitFor(() => expect(seen).toEqual([{ revision: 1_763_620_000 }]));
  await waitFor(() => expect(view.queryByText('Updated by the vendor since triage')).toBeNull());
});
