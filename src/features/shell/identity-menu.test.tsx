import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { IdentityMenu } from './identity-menu';

// Its label is in the button twice (short screens read the second); this page has no CSS.
const signOutButton = () => screen.getByRole('button', { name: /^Sign out(?! everywhere)/ });
const ada = { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: true };

test('Sign out ends this session; the button cannot be pressed twice', async () => {
  const onSignOut = vi.fn(() => new Promise<void>(() => {}));
  render(<IdentityMenu user={ada} onSignOut={onSignOut} />);
  const user = userEvent.setup();
  await user.click(signOutButton());
  expect(onSignOut).toHaveBeenCalledWith(false);
  expect(signOutButton()).toBeDisabled();
});

test('the account menu shows who is signed in and offers Sign out everywhere', async () => {
  const onSignOut = vi.fn(() => new Promise<void>(() => {}));
  render(<IdentityMenu user={ada} onSignOut={onSignOut} />);
  const user = userEvent.setup();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  await user.click(screen.getByRole('button', { name: /Account of Ada Analyst/ }));
  const account = screen.getByRole('group', { name: 'Account' });
  expect(account).toHaveTextContent('ada@watchfloor.example');
  expect(account).toHaveTextContent('Administrator');
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(onSignOut).toHaveBeenCalledWith(true);
  expect(screen.getByRole('button', { name: 'Signing out everywhere…' })).toBeDisabled();
});

test('Escape closes the account menu', async () => {
  render(
    <IdentityMenu user={{ ...ada, admin: false }} onSignOut={vi.fn(() => Promise.resolve())} />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Account of/ }));
  expect(screen.getByRole('group', { name: 'Account' })).not.toHaveTextContent('Administrator');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
});
