import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import { parseSearchString, stringifySearchRecord } from './search-string';
import { useApiSearch, type ApiSearch } from './use-api-search';

/**
 * The explorer's writers, each as the page calls `update`: filters (panel, bar, palette), the
 * area tool, the timeline brush, sort and paging reset the page; the viewport, peek and layout
 * write the view's own parameters. Fired back to back, as when an area is drawn and a filter
 * picked within a second, while the route's loader is still fetching the previous address.
 */
type Write =
  | { kind: 'filter'; changes: Partial<IncidentsQuery> }
  | { kind: 'page'; page: number }
  | { kind: 'kept'; name: 'at' | 'peek' | 'layout'; value: string | undefined; replace: boolean }
  // j / k: the peek moves from whichever row the address selects when the write lands.
  | { kind: 'step'; by: 1 | -1 };

/** The explorer's j / k on ids IN-1 … IN-999: the next or previous number, IN-1 with none. */
const stepped = (peek: string | undefined, by: 1 | -1) =>
  peek ? `IN-${Number(peek.slice(3)) + by}` : 'IN-1';

const square = (offset: number): NonNullable<IncidentsQuery['area']> => ({
  op: 'in',
  value: [
    [
      [offset, 0],
      [offset + 1, 0],
      [offset + 1, 1],
      [offset, 1],
      [offset, 0],
    ],
  ],
});

const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.constantFrom('FRA', 'GBR', 'NGA', undefined).map((code) => ({
    kind: 'filter' as const,
    changes: { country: code ? { op: 'in' as const, values: [code] } : undefined },
  })),
  fc.integer({ min: -5, max: 5 }).map((offset) => ({
    kind: 'filter' as const,
    changes: { area: square(offset) },
  })),
  fc.constantFrom('P1D', 'P3D', 'P30D', undefined).map((period) => ({
    kind: 'filter' as const,
    changes: { startedInPeriod: period ? { op: 'eq' as const, value: period } : undefined },
  })),
  fc.integer({ min: 1_700_000_000, max: 1_800_000_000 }).map((from) => ({
    kind: 'filter' as const,
    changes: { startedAt: { op: 'bt' as const, from, to: from + 86_400 } },
  })),
  fc.constantFrom('impact', 'startedAt', 'reportedAt').map((property) => ({
    kind: 'filter' as const,
    changes: { sort: [{ property, direction: 'desc' as const }] },
  })),
  fc.integer({ min: 2, max: 9 }).map((page) => ({ kind: 'page' as const, page })),
  fc.tuple(fc.double({ min: -170, max: 170, noNaN: true }), fc.boolean()).map(([lng, replace]) => ({
    kind: 'kept' as const,
    name: 'at' as const,
    value: `${lng.toFixed(3)},10.000,4.00`,
    replace,
  })),
  fc.option(fc.integer({ min: 1, max: 999 })).map((id) => ({
    kind: 'kept' as const,
    name: 'peek' as const,
    value: id === null ? undefined : `IN-${id}`,
    replace: true,
  })),
  fc.constantFrom(1 as const, -1 as const).map((by) => ({ kind: 'step' as const, by })),
  fc.constantFrom('map', 'split', undefined).map((layout) => ({
    kind: 'kept' as const,
    name: 'layout' as const,
    value: layout,
    replace: false,
  })),
);

const probe: { latest?: ApiSearch<typeof incidentsQuery> } = {};

function Probe() {
  const latest = useApiSearch(incidentsQuery, { keep: ['at', 'peek', 'layout'] });
  useEffect(() => {
    probe.latest = latest;
  });
  return null;
}

function fire(update: ApiSearch<typeof incidentsQuery>['update'], write: Write) {
  switch (write.kind) {
    case 'filter':
      return update({ ...write.changes, page: undefined });
    case 'page':
      return update({ page: write.page });
    case 'kept':
      return update({}, { kept: { [write.name]: write.value }, replace: write.replace });
    case 'step':
      return update(
        {},
        { kept: (latest) => ({ peek: stepped(latest.peek, write.by) }), replace: true },
      );
  }
}

/** What the address must read after the writes: each one applied in order. */
function expected(writes: readonly Write[]) {
  let values: IncidentsQuery = {};
  const kept: Record<string, string | undefined> = {};
  for (const write of writes) {
    if (write.kind === 'filter') values = { ...values, ...write.changes, page: undefined };
    else if (write.kind === 'page') values = { ...values, page: write.page };
    else if (write.kind === 'step') kept.peek = stepped(kept.peek, write.by);
    else kept[write.name] = write.value;
  }
  return { values, kept };
}

test('writes fired back to back, with no render between them, all reach the address', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(writeArbitrary, { minLength: 2, maxLength: 8 }),
      fc.boolean(),
      async (writes, oneTickApart) => {
        const root = createRootRoute();
        const view = createRoute({
          getParentRoute: () => root,
          path: '/incidents',
          component: Probe,
          // A loader that takes a moment: the rendered search lags the address meanwhile.
          loaderDeps: ({ search }) => search,
          loader: () => new Promise((resolve) => setTimeout(resolve, 15)),
        });
        const router = createRouter({
          routeTree: root.addChildren([view]),
          history: createMemoryHistory({ initialEntries: ['/incidents'] }),
          parseSearch: parseSearchString,
          stringifySearch: stringifySearchRecord,
        });
        probe.latest = undefined;
        const { unmount } = render(<RouterProvider router={router} />);
        await waitFor(() => expect(probe.latest).toBeDefined());
        // The callbacks as the page held them before the first write: stale copies, as a
        // handler bound during an earlier render is.
        const update = probe.latest!.update;
        await act(async () => {
          for (const write of writes) {
            fire(update, write);
            if (oneTickApart) await new Promise((resolve) => setTimeout(resolve, 0));
          }
        });
        const want = expected(writes);
        await waitFor(() => {
          const search = parseSearchString(router.state.location.searchStr);
          for (const [name, value] of Object.entries(want.kept)) {
            expect(search[name], name).toBe(value);
          }
          expect(probe.latest?.values).toEqual(
            Object.fromEntries(Object.entries(want.values).filter(([, one]) => one !== undefined)),
          );
        });
        unmount();
      },
    ),
    { numRuns: 40 },
  );
  // Forty runs of a router whose loader waits on a real timer: over 5 s on a busy machine.
}, 30_000);
