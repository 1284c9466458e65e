import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { NearFilter } from '@/lib/links/app-links';
import { NearRadiusForm } from './near-radius-form';
import { NearThisAction } from './near-this-action';

const MAP = '2c3d4e5f-6a7b-4c8d-9e9f-0a1b2c3d4e5f';

function openForm(source: Parameters<typeof NearRadiusForm>[0]['source']) {
  const onGo = vi.fn<(near: NearFilter) => void>();
  render(
    <NearThisAction>
      <NearRadiusForm source={source} onGo={onGo} />
    </NearThisAction>,
  );
  return { onGo, user: userEvent.setup() };
}

test('a preset radius goes as `in` and closes the popover', async () => {
  const { onGo, user } = openForm({ state: 'ready', mapId: MAP });
  await user.click(screen.getByRole('button', { name: 'Incidents near this' }));
  const radius = screen.getByRole('spinbutton', { name: /Radius/ });
  expect(radius).toHaveFocus();
  await user.click(screen.getByRole('button', { name: '100 km' }));
  expect(radius).toHaveValue(100);
  expect(screen.getByRole('button', { name: '100 km' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onGo).toHaveBeenCalledWith({ op: 'in', value: { mapId: MAP, km: 100 } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the exclusion toggle sends `nin` with a typed radius, from the keyboard', async () => {
  const { onGo, user } = openForm({ state: 'ready', mapId: MAP });
  await user.click(screen.getByRole('button', { name: 'Incidents near this' }));
  await user.clear(screen.getByRole('spinbutton', { name: /Radius/ }));
  await user.keyboard('12.5');
  await user.click(screen.getByRole('checkbox', { name: /Exclude/ }));
  await user.click(screen.getByRole('spinbutton', { name: /Radius/ }));
  await user.keyboard('{Enter}');
  expect(onGo).toHaveBeenCalledWith({ op: 'nin', value: { mapId: MAP, km: 12.5 } });
});

test('a radius outside the limits is explained in place and nothing is sent', async () => {
  const { onGo, user } = openForm({ state: 'ready', mapId: MAP });
  await user.click(screen.getByRole('button', { name: 'Incidents near this' }));
  const radius = screen.getByRole('spinbutton', { name: /Radius/ });
  await user.clear(radius);
  await user.keyboard('25000');
  expect(radius).toHaveAttribute('aria-invalid', 'true');
  expect(radius).toHaveAccessibleDescription('The radius must be from 0.001 to 20,000 km.');
  expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(onGo).not.toHaveBeenCalled();
  await user.clear(radius);
  expect(radius).toHaveAccessibleDescription('Enter a radius from 0.001 to 20,000 km.');
});

test('while the map id loads Go waits; a failure offers a retry', async () => {
  const retry = vi.fn();
  const { user } = openForm({ state: 'failed', message: 'The service is unreachable.', retry });
  await user.click(screen.getByRole('button', { name: 'Incidents near this' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The incident’s map could not be loaded: The service is unreachable.',
  );
  expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledOnce();
});

test('without anything to measure from, the action is disabled and says why in text', () => {
  render(
    <NearThisAction unavailable="This incident’s map has no features to measure from.">
      <p>never shown</p>
    </NearThisAction>,
  );
  const button = screen.getByRole('button', { name: 'Incidents near this' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(
    'This incident’s map has no features to measure from.',
  );
  expect(screen.getByText('This incident’s map has no features to measure from.')).toBeVisible();
});
