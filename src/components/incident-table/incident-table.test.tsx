import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { exampleIncidentListItem } from '../../../contract/examples/incidents';
import type { IncidentSortKey } from './incident-sort';
import { IncidentTable } from './incident-table';

afterEach(() => vi.unstubAllGlobals());

function renderTable(sort: IncidentSortKey[], onSortChange = vi.fn()) {
  const root = createRootRoute({
    component: () => (
      <IncidentTable
        incidents={[exampleIncidentListItem]}
        label="Incidents"
        sort={sort}
        onSortChange={onSortChange}
        scrollRestorationId="test"
      />
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return onSortChange;
}

test('headers show the sort keys in order and sort on click, adding a key on shift-click', async () => {
  const onSortChange = renderTable([
    { property: 'startedAt', direction: 'desc' },
    { property: 'impact', direction: 'asc' },
  ]);
  const started = await screen.findByRole('columnheader', { name: /Started \(local\)/ });
  expect(started).toHaveAttribute('aria-sort', 'descending');
  expect(started).toHaveTextContent('key 1 of 2');
  const impact = screen.getByRole('columnheader', { name: /Impact/ });
  expect(impact).not.toHaveAttribute('aria-sort');
  expect(impact).toHaveTextContent('sorted ascending, key 2 of 2');
  // Columns the API cannot sort by have no button.
  expect(screen.queryByRole('button', { name: /Summary/ })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Reported/ }));
  expect(onSortChange).toHaveBeenLastCalledWith([{ property: 'reportedAt', direction: 'desc' }]);
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('button', { name: /Reported/ }));
  await user.keyboard('{/Shift}');
  expect(onSortChange).toHaveBeenLastCalledWith([
    { property: 'startedAt', direction: 'desc' },
    { property: 'impact', direction: 'asc' },
    { property: 'reportedAt', direction: 'desc' },
  ]);
});

test('a row click reaches the handler the page gave last', async () => {
  // happy-dom lays nothing out: the scroller is given a size so the list shows its rows, and
  // the observer (which would report zero) is silenced.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const first = vi.fn();
  const latest = vi.fn();
  let setHandler: (handler: (id: string) => void) => void = () => {};
  function Page() {
    const [handler, set] = useState<(id: string) => void>(() => first);
    setHandler = (next) => set(() => next);
    return (
      <IncidentTable
        incidents={[exampleIncidentListItem]}
        label="Incidents"
        onSelect={handler}
        scrollRestorationId="test"
      />
    );
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  const summary = await screen.findByText(exampleIncidentListItem.summary);
  act(() => setHandler(latest));
  await userEvent.setup().click(summary);
  expect(latest).toHaveBeenCalledWith(exampleIncidentListItem.id);
  expect(first).not.toHaveBeenCalled();
});
