import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import KeyboardShortcutsSheet from './keyboard-shortcuts-sheet';
import { SHORTCUTS } from './shortcuts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sheet with its owner's state, and a button that opens it, as the layout has. */
function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show shortcuts
      </button>
      <KeyboardShortcutsSheet
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const sheet = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });

/** The rows of the list as "keys: description". */
function rows(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('term')
    .map((term) => {
      const keys = Array.from(term.querySelectorAll('kbd'), (kbd) => kbd.textContent).join(' ');
      return `${keys}: ${term.nextElementSibling?.textContent}`;
    });
}

describe('KeyboardShortcutsSheet', () => {
  test('opens as a modal listing every shortcut, keys in <kbd>', async () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'Win32', userAgentData: undefined });
    const user = userEvent.setup();
    render(<Harness />);
    expect(sheet()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveAttribute('open');
    // The app-wide keys come first; views append their own after them.
    expect(rows(dialog).slice(0, 5)).toEqual([
      'Ctrl K: Open the command palette',
      '?: Show this sheet',
      'Esc: Close a dialog or the palette',
      '↑ ↓: Move in the palette',
      'Enter: Open the selected item',
    ]);
    expect(within(dialog).getAllByRole('term')).toHaveLength(SHORTCUTS.length);
  });

  test('shows ⌘ K on a Mac', () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'MacIntel' });
    render(<KeyboardShortcutsSheet open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(rows(dialog)[0]).toBe('⌘ K: Open the command palette');
  });

  test('client hints win over navigator.platform', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      platform: 'Win32',
      userAgentData: { platform: 'macOS' },
    });
    render(<KeyboardShortcutsSheet open onClose={() => {}} />);
    expect(rows(screen.getByRole('dialog', { name: 'Keyboard shortcuts' }))[0]).toMatch(/^⌘ K/);
  });

  test('the Close button closes it and tells the owner', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Show shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(dialog).not.toHaveAttribute('open');
  });

  test('closing it natively (Escape) tells the owner, who can open it again', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Show shortcuts' }));
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', {
      name: 'Keyboard shortcuts',
    });
    // happy-dom does not close a modal dialog on Escape; this is what the browser does then.
    dialog.close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Show shortcuts' }));
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  test('closes when the owner sets open to false', () => {
    const { rerender } = render(<KeyboardShortcutsSheet open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveAttribute('open');
    rerender(<KeyboardShortcutsSheet open={false} onClose={() => {}} />);
    expect(dialog).not.toHaveAttribute('open');
  });
});
