import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Router from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureTestDeployment } from '@/test/deployment';
import { ThemeProvider } from '@/lib/theme/theme-context';
import type { Theme, ThemePreference } from '@/lib/theme/theme-preference';
import type { ThemeState, ThemeStore } from '@/lib/theme/theme-store';
import {
  exampleIncidentOverview,
  exampleThemeDetail,
} from '../../../../contract/examples/incidents';
import { exampleTaxonomy, exampleTaxonomyWithoutSubs } from '../../../../contract/examples/news';
import { exampleCountry } from '../../../../contract/examples/reference';
import CommandPalette from './command-palette';
import { readRecentItems, rememberRecentItem } from '@/lib/recent/recent-items';

const navigate = vi.hoisted(() => vi.fn());
const preloadRoute = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  useNavigate: () => navigate,
  useRouter: () => ({ preloadRoute }),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { pathname: here.path } }),
}));
const here = vi.hoisted(() => ({ path: '/' }));

type Handler = () => Response | Promise<Response>;
let routes: Record<string, Handler>;
const fetchMock = vi.fn(async (input: Request | string | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const handler = routes[`${url.origin}${url.pathname}`];
  return handler ? handler() : new Response('unexpected request', { status: 599 });
});
const requested = () =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

const strike = { ...exampleIncidentOverview, id: 'IN-123', summary: 'Strike on a fuel depot' };
const ports = { ...exampleThemeDetail, id: 'TH-45', name: 'Port closures', colour: '#1E90FF' };
const notFound = (what: string) => () =>
  Response.json({ status: 'fail', data: { id: `No ${what} has this id.` } }, { status: 404 });

beforeEach(() => {
  configureTestDeployment();
  routes = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset().mockResolvedValue(undefined);
  preloadRoute.mockReset().mockResolvedValue(undefined);
  localStorage.clear();
  here.path = '/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fakeThemeStore(theme: Theme, preference: ThemePreference = theme): ThemeStore {
  const state: ThemeState = { preference, theme };
  return {
    getState: () => state,
    setPreference: vi.fn(),
    subscribe: () => () => {},
  };
}

interface Options {
  theme?: ThemeStore;
  open?: boolean;
}

/** The palette with the layout's part played: open state, a button that opens it. */
function renderPalette({ theme = fakeThemeStore('light', 'system'), open = true }: Options = {}) {
  const onOpenChange = vi.fn();
  const onShowShortcuts = vi.fn();
  const onSignOut = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Layout() {
    const [isOpen, setOpen] = useState(open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Jump to…
        </button>
        <CommandPalette
          open={isOpen}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          onShowShortcuts={onShowShortcuts}
          onSignOut={onSignOut}
        />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <ThemeProvider store={theme}>
      <QueryClientProvider client={queryClient}>
        <Layout />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user, onOpenChange, onShowShortcuts, onSignOut, theme };
}

const palette = () => screen.queryByRole('dialog', { name: 'Command palette' });
const input = () => screen.getByRole('combobox', { name: 'Command palette' });
const option = (name: string | RegExp) => screen.getByRole('option', { name });
const optionNames = () => screen.queryAllByRole('option').map((item) => item.textContent);
const selected = () => screen.getByRole('option', { selected: true });

describe('CommandPalette', () => {
  test('is a labelled dialog whose input is described by a hint', () => {
    renderPalette();
    expect(palette()).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleDescription(
      'Type an incident id like IN-123, a theme id like TH-45, or filters like incidents country:NG impact>=4 last 7d.',
    );
  });

  test('renders nothing while closed', () => {
    renderPalette({ open: false });
    expect(palette()).toBeNull();
  });

  test('typing IN-123 looks the incident up once and Enter opens it', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-123/overview'] = () =>
      Response.json(strike);
    const { user, onOpenChange } = renderPalette();
    await user.type(input(), 'IN-123');
    expect(option(/^Open incident IN-123/)).toHaveTextContent('Looking up…');
    await waitFor(() => expect(option(/^Open incident IN-123/)).toHaveTextContent(strike.summary));
    expect(selected()).toHaveTextContent('Open incident IN-123');
    expect(screen.getByRole('status')).toHaveTextContent(`IN-123: ${strike.summary}`);
    // One request, for the id as typed in full: the earlier keystrokes were debounced.
    expect(requested()).toEqual(['http://localhost:3000/api/incidents/incidents/IN-123/overview']);

    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({
      to: '/incidents/$incidentId',
      params: { incidentId: 'IN-123' },
    });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(palette()).toBeNull();
    expect(readRecentItems()).toMatchObject([
      { kind: 'incident', id: 'IN-123', label: strike.summary },
    ]);
  });

  test('typing digits one by one asks for the final number only', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-12345/overview'] = () =>
      Response.json({ ...strike, id: 'IN-12345' });
    const { user } = renderPalette();
    await user.type(input(), '12345');
    await waitFor(() =>
      expect(option(/^Open incident IN-12345/)).toHaveTextContent(strike.summary),
    );
    expect(requested()).toEqual([
      'http://localhost:3000/api/incidents/incidents/IN-12345/overview',
    ]);
  });

  test('accepts the short forms and normalises them', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-12/overview'] = () =>
      Response.json({ ...strike, id: 'IN-12' });
    const { user } = renderPalette();
    await user.type(input(), '#0012');
    expect(option(/^Open incident IN-12/)).toBeInTheDocument();
    await waitFor(() => expect(requested()).toHaveLength(1));
    expect(requested()[0]).toBe('http://localhost:3000/api/incidents/incidents/IN-12/overview');
  });

  test('an unknown incident says so and is not remembered', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-123/overview'] = notFound('incident');
    const { user } = renderPalette();
    await user.type(input(), 'in 123');
    await waitFor(() =>
      expect(option(/^Open incident IN-123/)).toHaveTextContent('No incident IN-123'),
    );
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({
      to: '/incidents/$incidentId',
      params: { incidentId: 'IN-123' },
    });
    expect(readRecentItems()).toEqual([]);
  });

  test('a failed lookup shows the error message', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-123/overview'] = () =>
      Response.json(
        { status: 'error', message: 'The incident store is offline.' },
        { status: 503 },
      );
    const { user } = renderPalette();
    await user.type(input(), 'IN-123');
    await waitFor(() =>
      expect(option(/^Open incident IN-123/)).toHaveTextContent('The incident store is offline.'),
    );
    // retry: false, so the failure shows at once and the service is asked only once.
    expect(requested()).toHaveLength(1);
  });

  test('Enter opens the incident before the lookup has answered, remembered by id', async () => {
    routes['http://localhost:3000/api/incidents/incidents/IN-123/overview'] = () =>
      new Promise(() => {});
    const { user } = renderPalette();
    await user.type(input(), 'IN-123{Enter}');
    expect(navigate).toHaveBeenCalledWith({
      to: '/incidents/$incidentId',
      params: { incidentId: 'IN-123' },
    });
    expect(readRecentItems()).toMatchObject([{ kind: 'incident', id: 'IN-123', label: 'IN-123' }]);
  });

  test('a theme id shows the theme name and colour and opens the theme', async () => {
    routes['http://localhost:3000/api/incidents/themes/TH-45'] = () => Response.json(ports);
    const { user } = renderPalette();
    await user.type(input(), 'th45');
    const item = option(/^Open theme TH-45/);
    await waitFor(() => expect(item).toHaveTextContent(ports.name));
    const swatch = item.querySelector<HTMLElement>('[aria-hidden="true"][style]');
    expect(swatch?.style.backgroundColor).toMatch(/#1e90ff|rgb\(30, 144, 255\)/i);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({ to: '/themes/$themeId', params: { themeId: 'TH-45' } });
    expect(readRecentItems()).toMatchObject([{ kind: 'theme', id: 'TH-45', label: ports.name }]);
  });

  test('an unknown theme says so', async () => {
    routes['http://localhost:3000/api/incidents/themes/TH-45'] = notFound('theme');
    const { user } = renderPalette();
    await user.type(input(), 'TH-45');
    await waitFor(() => expect(option(/^Open theme TH-45/)).toHaveTextContent('No theme TH-45'));
  });

  test('lists recent places first, and opening one moves it to the top', async () => {
    rememberRecentItem({ kind: 'theme', id: 'TH-45', label: 'Port closures' });
    rememberRecentItem({ kind: 'view', id: '/retired-view', label: 'Gone' });
    rememberRecentItem({ kind: 'view', id: '/', label: 'Overview' });
    rememberRecentItem({ kind: 'incident', id: 'IN-7', label: 'Pipeline fire' });
    const { user } = renderPalette();
    const recent = screen.getByRole('group', { name: 'Recent' });
    // A view that no longer exists is not offered.
    expect(
      within(recent)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Pipeline fireIN-7', 'Overview', 'Port closuresTH-45']);
    expect(selected()).toHaveTextContent('Pipeline fire');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith({ to: '/themes/$themeId', params: { themeId: 'TH-45' } });
    expect(readRecentItems()[0]).toMatchObject({ kind: 'theme', id: 'TH-45' });
  });

  test('recent places are filtered by what is typed', async () => {
    rememberRecentItem({ kind: 'incident', id: 'IN-7', label: 'Pipeline fire' });
    rememberRecentItem({ kind: 'theme', id: 'TH-45', label: 'Port closures' });
    const { user } = renderPalette();
    await user.type(input(), 'pipeline');
    expect(optionNames()).toEqual(['Pipeline fireIN-7']);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({
      to: '/incidents/$incidentId',
      params: { incidentId: 'IN-7' },
    });
  });

  test('a view opens by name and is remembered', async () => {
    const { user } = renderPalette();
    await user.type(input(), 'overview');
    expect(within(screen.getByRole('group', { name: 'Go to' })).getByRole('option')).toBe(
      selected(),
    );
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    expect(readRecentItems()).toMatchObject([{ kind: 'view', id: '/', label: 'Overview' }]);
  });

  test('the page of the item the keyboard rests on starts loading before Enter', async () => {
    rememberRecentItem({ kind: 'incident', id: 'IN-9', label: 'Convoy ambush' });
    const { user } = renderPalette();
    await user.type(input(), 'convoy');
    await waitFor(() =>
      expect(preloadRoute).toHaveBeenLastCalledWith({
        to: '/incidents/$incidentId',
        params: { incidentId: 'IN-9' },
      }),
    );
    await user.clear(input());
    await user.type(input(), 'reference');
    await waitFor(() => expect(preloadRoute).toHaveBeenLastCalledWith({ to: '/reference' }));
    // Actions open no page: nothing is loaded for them. (What the selection rested on while
    // the words were typed may load on a slow machine; from the action on, nothing does.)
    await user.clear(input());
    await user.type(input(), 'sign out');
    expect(selected()).toHaveTextContent('Sign out');
    preloadRoute.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  test('places visited while it was closed show when it opens again', async () => {
    const { user } = renderPalette({ open: false });
    rememberRecentItem({ kind: 'incident', id: 'IN-9', label: 'Convoy ambush' });
    await user.click(screen.getByRole('button', { name: 'Jump to…' }));
    expect(option(/Convoy ambush/)).toBeInTheDocument();
  });

  test('with a light theme it offers dark, and choosing it sets the preference', async () => {
    const { user, theme, onOpenChange } = renderPalette({ theme: fakeThemeStore('light') });
    expect(screen.queryByRole('option', { name: 'Switch to light theme' })).toBeNull();
    await user.type(input(), 'dark');
    await user.keyboard('{Enter}');
    expect(theme.setPreference).toHaveBeenCalledWith('dark');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('with a dark theme it offers light and the system theme', async () => {
    const { user, theme } = renderPalette({ theme: fakeThemeStore('dark') });
    expect(screen.queryByRole('option', { name: 'Switch to dark theme' })).toBeNull();
    await user.click(option('Switch to light theme'));
    expect(theme.setPreference).toHaveBeenLastCalledWith('light');
    await user.click(screen.getByRole('button', { name: 'Jump to…' }));
    await user.click(option('Use the system theme'));
    expect(theme.setPreference).toHaveBeenLastCalledWith('system');
  });

  test('"Use the system theme" is not offered while following the system', () => {
    renderPalette({ theme: fakeThemeStore('dark', 'system') });
    expect(screen.queryByRole('option', { name: 'Use the system theme' })).toBeNull();
  });

  test('Escape closes it, clears the search and returns focus to where it was', async () => {
    const { user, onOpenChange } = renderPalette({ open: false });
    await user.click(screen.getByRole('button', { name: 'Jump to…' }));
    await user.type(input(), 'IN-1');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(palette()).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jump to…' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
  });

  test('"Keyboard shortcuts" closes the palette, then asks for the sheet', async () => {
    const { user, onShowShortcuts } = renderPalette({ open: false });
    await user.click(screen.getByRole('button', { name: 'Jump to…' }));
    await user.type(input(), 'shortcuts{Enter}');
    expect(palette()).toBeNull();
    await waitFor(() => expect(onShowShortcuts).toHaveBeenCalledTimes(1));
    // Focus is back on the origin first, so the sheet returns it there when it closes.
    expect(screen.getByRole('button', { name: 'Jump to…' })).toHaveFocus();
  });

  test('"Sign out" closes the palette and signs out', async () => {
    const { user, onSignOut } = renderPalette();
    await user.type(input(), 'sign out{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(palette()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('Ctrl+K is left to the app (it closes the palette), not taken as "previous item"', async () => {
    const { user } = renderPalette();
    await user.keyboard('{ArrowDown}');
    const second = selected();
    const seen: boolean[] = [];
    const spy = (event: KeyboardEvent) => seen.push(event.defaultPrevented);
    window.addEventListener('keydown', spy);
    await user.keyboard('{Control>}k{/Control}');
    window.removeEventListener('keydown', spy);
    expect(selected()).toBe(second);
    expect(seen.at(-1)).toBe(false);
  });

  test('no match explains what can be typed', async () => {
    const { user } = renderPalette();
    await user.type(input(), 'qqqzzz');
    expect(optionNames()).toEqual([]);
    expect(
      screen.getByText(
        'No matches. Type an incident id like IN-123, a theme id like TH-45, or filters like incidents country:NG impact>=4 last 7d.',
      ),
    ).toBeVisible();
  });

  test('every item shows an icon', () => {
    rememberRecentItem({ kind: 'incident', id: 'IN-7', label: 'Pipeline fire' });
    renderPalette();
    for (const item of screen.getAllByRole('option')) {
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  describe('typed filters', () => {
    const countries = [
      exampleCountry,
      { code: 'NGA', alpha2: 'NG', name: 'Nigeria', continent: { code: 'AF', name: 'Africa' } },
      { code: 'NER', alpha2: 'NE', name: 'Niger', continent: { code: 'AF', name: 'Africa' } },
    ];
    beforeEach(() => {
      const empty = () => Response.json({ data: [] });
      routes['http://localhost:3000/api/incidents/geography/countries'] = () =>
        Response.json({ status: 'success', data: { countries } });
      for (const path of ['incident-categories', 'incident-types', 'themes', 'tags', 'sectors']) {
        routes[`http://localhost:3000/api/incidents/${path}`] = empty;
      }
      routes['http://localhost:3000/api/news/taxonomies'] = () =>
        Response.json({
          status: 'success',
          data: { taxonomies: [exampleTaxonomy, exampleTaxonomyWithoutSubs] },
        });
    });

    test('shows what it understood as chips, and Enter opens the view with the API parameters', async () => {
      const { user } = renderPalette();
      await user.type(input(), 'incidents country:ng impact>=4 last 7d');
      const chips = await screen.findByRole('list', { name: 'Filters understood' });
      await waitFor(() =>
        expect(
          within(chips)
            .getAllByRole('listitem')
            .map((chip) => chip.textContent),
        ).toEqual(['Country is Nigeria', 'Impact at least 4', 'Started within the last 7 days']),
      );
      expect(selected()).toHaveTextContent('Open Incidents with these 3 filters');
      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith({
        to: '/incidents',
        search: { startedInPeriod: 'eq:P7D', country: 'in:NGA', impact: 'gte:4' },
      });
      expect(palette()).toBeNull();
    });

    test('explains what it cannot read, offers choices, and opens nothing until it is fixed', async () => {
      const { user } = renderPalette();
      await user.type(input(), 'incidents country:nige colour:red');
      const problems = await screen.findByRole('list', { name: 'Not understood' });
      await waitFor(() => expect(problems).toHaveTextContent('“nige” matches several countries'));
      expect(problems).toHaveTextContent('“colour” is not a filter here.');
      await user.keyboard('{Enter}');
      expect(navigate).not.toHaveBeenCalled();
      expect(palette()).not.toBeNull();
      await user.click(within(problems).getByRole('button', { name: 'Nigeria' }));
      expect(input()).toHaveValue('incidents country:Nigeria colour:red');
    });

    test('a filter key implies its view and is completed from the reference data', async () => {
      const { user } = renderPalette();
      await user.type(input(), 'taxonomy:cyb');
      await user.click(await screen.findByRole('option', { name: /Cyber/ }));
      expect(input()).toHaveValue('taxonomy:Cyber ');
      await user.type(input(), 'published:last 3d -flood{Enter}');
      expect(navigate).toHaveBeenCalledWith({
        to: '/news',
        search: {
          publishedWithin: 'P3D',
          search: 'neq:flood',
          taxonomyId: `in:${exampleTaxonomy.id}`,
        },
      });
    });

    test('a query run before is offered again and runs in one step', async () => {
      const { user } = renderPalette();
      await user.type(input(), 'news country:gbr{Enter}');
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      await user.click(screen.getByRole('button', { name: 'Jump to…' }));
      await user.click(await screen.findByRole('option', { name: /news country:gbr/ }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
      expect(navigate).toHaveBeenLastCalledWith({ to: '/news', search: { countryCode: 'in:GBR' } });
    });

    test('on a filtering view, keys alone filter that view', async () => {
      here.path = '/news';
      const { user } = renderPalette();
      await user.type(input(), 'country:GBR{Enter}');
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith({ to: '/news', search: { countryCode: 'in:GBR' } }),
      );
    });
  });
});
