import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { incidentsQuery } from '../../../contract/filters/incidents';
import { parseSearchString, stringifySearchRecord } from './search-string';
import { useApiSearch, type ApiSearch } from './use-api-search';

const probe: { latest?: ApiSearch<typeof incidentsQuery> } = {};

function Probe() {
  const latest = useApiSearch(incidentsQuery, { keep: ['selected'] });
  useEffect(() => {
    probe.latest = latest;
  });
  return (
    <ul>
      {latest.dropped.map((problem) => (
        <li key={problem.parameter}>{problem.message}</li>
      ))}
    </ul>
  );
}

function renderAt(href: string) {
  const root = createRootRoute();
  const view = createRoute({ getParentRoute: () => root, path: '/incidents', component: Probe });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    component: () => <p>Another page</p>,
  });
  const history = createMemoryHistory({ initialEntries: [href] });
  const router = createRouter({
    routeTree: root.addChildren([view, elsewhere]),
    history,
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  render(<RouterProvider router={router} />);
  return router;
}

test('valid parameters are typed; malformed and unknown ones leave the address with a notice', async () => {
  const router = renderAt(
    '/incidents?country=in:FRA;GBR&impact=zz:3&bogus=1&selected=IN-200001&pageSize=50',
  );
  await screen.findByText(/impact does not take zz|"zz" is not an operator/);
  expect(screen.getByText('bogus is not a setting of this view')).toBeInTheDocument();
  expect(probe.latest?.values.country).toEqual({ op: 'in', values: ['FRA', 'GBR'] });
  expect(probe.latest?.kept.selected).toBe('IN-200001');
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe(
      '?selected=IN-200001&country=in:FRA;GBR&pageSize=50',
    ),
  );
  // The notice stays after the address was cleaned.
  expect(screen.getByText('bogus is not a setting of this view')).toBeInTheDocument();
});

test('an update writes the API form and keeps the other parameters', async () => {
  const router = renderAt('/incidents?country=eq:FRA&selected=IN-1');
  await waitFor(() => expect(probe.latest?.values.country).toBeDefined());
  act(() => probe.latest?.update({ ongoing: { op: 'eq', value: true }, country: undefined }));
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe('?selected=IN-1&ongoing=eq:true'),
  );
  expect(probe.latest?.query).toEqual({ ongoing: 'eq:true' });
});

test('a late update, after the analyst left the view, leaves the new page alone', async () => {
  const router = renderAt('/incidents?country=eq:FRA');
  await waitFor(() => expect(probe.latest?.values.country).toBeDefined());
  const lateUpdate = probe.latest!.update;
  await act(() => router.navigate({ to: '/elsewhere' as never }));
  await screen.findByText('Another page');
  act(() => lateUpdate({ ongoing: { op: 'eq', value: true } }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(router.state.location.href).toBe('/elsewhere');
});

function LeavingProbe() {
  const latest = useApiSearch(incidentsQuery, { unknown: 'leave' });
  useEffect(() => {
    probe.latest = latest;
  });
  return <p>{latest.dropped.map((problem) => problem.message).join('; ') || 'no notice'}</p>;
}

test('a part of a page leaves names it does not own alone, and still drops its own bad ones', async () => {
  const root = createRootRoute();
  const view = createRoute({
    getParentRoute: () => root,
    path: '/themes',
    component: LeavingProbe,
  });
  const router = createRouter({
    routeTree: root.addChildren([view]),
    history: createMemoryHistory({
      initialEntries: ['/themes?panel=a&panel=b&page=0&sort=id:asc'],
    }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  render(<RouterProvider router={router} />);
  await screen.findByText(/page/);
  expect(screen.queryByText(/panel/)).toBeNull();
  await waitFor(() => expect(router.state.location.searchStr).toBe('?panel=a&panel=b&sort=id:asc'));
  act(() => probe.latest?.update({ page: 2 }));
  await waitFor(() =>
    expect(router.state.location.searchStr).toBe('?panel=a&panel=b&sort=id:asc&page=2'),
  );
});

test('a view on an index route (matched as `/incidents/`) still writes its address', async () => {
  const root = createRootRoute();
  const section = createRoute({ getParentRoute: () => root, path: 'incidents' });
  const index = createRoute({ getParentRoute: () => section, path: '/', component: Probe });
  const router = createRouter({
    routeTree: root.addChildren([section.addChildren([index])]),
    history: createMemoryHistory({ initialEntries: ['/incidents'] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(probe.latest).toBeDefined());
  act(() => probe.latest?.update({ ongoing: { op: 'eq', value: false } }));
  await waitFor(() => expect(router.state.location.href).toBe('/incidents?ongoing=eq:false'));
});

test('a kept value its check rejects leaves the address with a notice; a good one stays', async () => {
  const checks = {
    layout: (value: string) => (value === 'map' ? undefined : `"${value}" is not map`),
  };
  function CheckedProbe() {
    const latest = useApiSearch(incidentsQuery, {
      keep: ['layout', 'selected'],
      checkKept: checks,
    });
    return (
      <>
        <p>layout {latest.kept.layout ?? 'none'}</p>
        <ul>
          {latest.dropped.map((problem) => (
            <li key={problem.parameter}>{problem.message}</li>
          ))}
        </ul>
      </>
    );
  }
  const root = createRootRoute();
  const view = createRoute({
    getParentRoute: () => root,
    path: '/incidents',
    component: CheckedProbe,
  });
  const router = createRouter({
    routeTree: root.addChildren([view]),
    history: createMemoryHistory({ initialEntries: ['/incidents?layout=grid&selected=IN-1'] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('layout: "grid" is not map')).toBeInTheDocument();
  expect(screen.getByText('layout none')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.searchStr).toBe('?selected=IN-1'));
  await act(() => router.navigate({ to: '/incidents', search: { layout: 'map' } as never }));
  expect(await screen.findByText('layout map')).toBeInTheDocument();
});

test('a view parameter given twice, or named __proto__, is named in the notice and dropped', async () => {
  const router = renderAt('/incidents?selected=&selected=IN-1&__proto__=x&pageSize=50');
  await screen.findByText('selected is given 2 times; give it once');
  expect(screen.getByText('__proto__ is not a setting of this view')).toBeInTheDocument();
  expect(probe.latest?.kept.selected).toBeUndefined();
  await waitFor(() => expect(router.state.location.searchStr).toBe('?pageSize=50'));
});
