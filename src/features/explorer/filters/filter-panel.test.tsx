import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { configureTestDeployment } from '@/test/deployment';
import { FilterPanel } from './filter-panel';

beforeEach(() => {
  configureTestDeployment();
  // The pickers' lists never arrive here: these tests are about the typed values written.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(values = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FilterPanel values={values} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

test('status writes ongoing=eq:true/false, and Any removes it', async () => {
  const onChange = renderPanel({ ongoing: { op: 'eq', value: true } });
  const user = userEvent.setup();
  const status = within(screen.getByRole('radiogroup', { name: 'Status' }));
  await user.click(status.getByText('Ended'));
  expect(onChange).toHaveBeenLastCalledWith('ongoing', { op: 'eq', value: false });
  await user.click(status.getByText('Any'));
  expect(onChange).toHaveBeenLastCalledWith('ongoing', undefined);
});

test('a time range is applied only once both ends are given, in Unix seconds', () => {
  const onChange = renderPanel();
  const started = screen.getAllByRole('group')[1]!;
  fireEvent.change(screen.getByLabelText('Started: operator'), { target: { value: 'bt' } });
  const from = screen.getByLabelText(/^Started: from/);
  fireEvent.change(from, { target: { value: '2026-11-01T00:00' } });
  expect(onChange).not.toHaveBeenCalledWith('startedAt', expect.anything());
  expect(started).toHaveTextContent('Give both ends of the range.');
  fireEvent.change(screen.getByLabelText(/^Started: to/), {
    target: { value: '2026-11-08T00:00' },
  });
  expect(onChange).toHaveBeenLastCalledWith('startedAt', {
    op: 'bt',
    from: new Date('2026-11-01T00:00').getTime() / 1000,
    to: new Date('2026-11-08T00:00').getTime() / 1000,
  });
});

test('a custom period is checked before it is applied', async () => {
  const onChange = renderPanel();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Started within'), 'custom');
  const custom = screen.getByLabelText('Started within: last hours, days or weeks');
  await user.type(custom, 'three days{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Write a window like 3d');
  expect(onChange).not.toHaveBeenCalled();
  await user.clear(custom);
  await user.type(custom, 'p3d{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('startedInPeriod', { op: 'eq', value: 'P3D' });
  await user.clear(custom);
  await user.type(custom, '36 hours{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('startedInPeriod', { op: 'eq', value: 'PT36H' });
});

test('area and near take the API form and name what is wrong with it', async () => {
  const onChange = renderPanel();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Near'), 'not-a-map{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(/near/);
  expect(onChange).not.toHaveBeenCalled();
  await user.selectOptions(screen.getByLabelText('Area: operator'), 'nin');
  // An open ring, pasted as analysts copy polygons from other tools: it is closed for them.
  await user.click(screen.getByLabelText('Area'));
  await user.paste('[[[2.2,48.8],[2.5,48.8],[2.5,49]]]');
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('area', {
    op: 'nin',
    value: [
      [
        [2.2, 48.8],
        [2.5, 48.8],
        [2.5, 49],
        [2.2, 48.8],
      ],
    ],
  });
});

test('an end, update or review time takes "last N" as a start bound back from now', async () => {
  const onChange = renderPanel();
  const user = userEvent.setup();
  const updated = screen.getByRole('group', { name: 'Updated: Last' });
  await user.type(within(updated).getByLabelText('How many'), '36');
  await user.selectOptions(within(updated).getByLabelText('Unit'), 'h');
  const before = Math.floor(Date.now() / 1000);
  await user.click(within(updated).getByRole('button', { name: 'Set' }));
  const [name, value] = onChange.mock.lastCall as [string, { op: string; value: number }];
  expect(name).toBe('updatedAt');
  expect(value.op).toBe('gte');
  expect(Math.abs(value.value - (before - 36 * 3600))).toBeLessThanOrEqual(2);
});
