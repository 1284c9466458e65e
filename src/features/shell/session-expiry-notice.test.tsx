import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SessionExpiryNotice } from './session-expiry-notice';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

const banner = () => screen.queryByRole('status', { name: 'Session ending' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

test('silent until five minutes before expiry, then counts down each second', () => {
  render(<SessionExpiryNotice expiresAt={NOW + 10 * 60_000} onRenew={() => undefined} />);
  advance(0);
  expect(banner()).toBeNull();
  advance(5 * 60_000 - 1_000);
  expect(banner()).toBeNull();
  advance(1_000);
  expect(banner()).toHaveTextContent('in 5:00');
  advance(1_000);
  expect(banner()).toHaveTextContent('in 4:59');
});

test('inside the window at once, it shows straight away; the renew button asks to sign in', async () => {
  vi.useRealTimers();
  const onRenew = vi.fn();
  render(<SessionExpiryNotice expiresAt={Date.now() + 90_000} onRenew={onRenew} />);
  expect(await screen.findByRole('status', { name: 'Session ending' })).toHaveTextContent(
    /in 1:(29|30)/,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(onRenew).toHaveBeenCalledOnce();
});

test('dismissed, it stays away for this session but returns for a new one', () => {
  const { rerender } = render(
    <SessionExpiryNotice expiresAt={NOW + 60_000} onRenew={() => undefined} />,
  );
  advance(0);
  act(() => screen.getByRole('button', { name: 'Dismiss the session notice' }).click());
  advance(1_000);
  expect(banner()).toBeNull();
  rerender(<SessionExpiryNotice expiresAt={NOW + 120_000} onRenew={() => undefined} />);
  advance(0);
  expect(banner()).toHaveTextContent('in 1:59');
});
