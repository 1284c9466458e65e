import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { exampleIncidentListItem } from '../../../contract/examples/incidents';
import type { IncidentSortKey } from './incident-sort';
import { IncidentTable } from './incident-table';

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
