import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SessionEndedNotice } from './session-ended-notice';

const at = Date.UTC(2026, 10, 22, 14, 5);

test.each([
  [{ reason: 'expired', at } as const, /Your session expired at .*(14|2):05/],
  [{ reason: 'rejected', at } as const, /no longer accepts your session/],
  [{ reason: 'renew', at } as const, /Sign in again to renew your session/],
  [{ reason: 'signed-out', at } as const, /^You signed out/],
  [{ reason: 'signed-out', at, elsewhere: true } as const, /You signed out in another tab/],
  [
    { reason: 'signed-out', at, everywhere: true } as const,
    /^You signed out everywhere.*other devices/,
  ],
  [
    { reason: 'signed-out', at, everywhere: true, elsewhere: true } as const,
    /You signed out everywhere from another tab/,
  ],
  [
    { reason: 'signed-out', at, unconfirmed: true } as const,
    /server could not be told.*tells it the next time/,
  ],
  [
    { reason: 'signed-out', at, everywhere: true, unconfirmed: true } as const,
    /other sessions may still be open.*Sign out everywhere/,
  ],
])('a session ended with %o says so', (end, message) => {
  render(<SessionEndedNotice end={end} />);
  expect(screen.getByRole('status')).toHaveTextContent(message);
});

test('no ended session, no notice', () => {
  const { container } = render(<SessionEndedNotice end={null} />);
  expect(container).toBeEmptyDOMElement();
});
