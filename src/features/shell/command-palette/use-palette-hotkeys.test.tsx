import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { usePaletteHotkeys } from './use-palette-hotkeys';

const openPalette = vi.fn();
const openShortcuts = vi.fn();

beforeEach(() => {
  openPalette.mockReset();
  openShortcuts.mockReset();
});

function Fields() {
  usePaletteHotkeys({ openPalette, openShortcuts });
  return (
    <>
      <button type="button">Plain button</button>
      <label>
        Search <input />
      </label>
      <label>
        Notes <textarea />
      </label>
      <label>
        Kind{' '}
        <select>
          <option>a</option>
        </select>
      </label>
      <div contentEditable suppressContentEditableWarning aria-label="Editor" role="textbox">
        <span>text</span>
      </div>
    </>
  );
}

describe('usePaletteHotkeys', () => {
  test('Ctrl+K and ⌘K open the palette, even from a text field, and claim the key', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.keyboard('{Control>}k{/Control}');
    expect(openPalette).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Meta>}K{/Meta}');
    expect(openPalette).toHaveBeenCalledTimes(2);
    // The key did not type into the field: the hook prevented its default.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');

    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(openShortcuts).not.toHaveBeenCalled();
  });

  test('K alone, with Alt or Shift, or held down does not open the palette', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.keyboard('k{Control>}{Alt>}k{/Alt}{/Control}{Control>}{Shift>}k{/Shift}{/Control}');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, repeat: true }));
    expect(openPalette).not.toHaveBeenCalled();
  });

  test('? opens the shortcut sheet outside text fields', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.keyboard('?');
    expect(openShortcuts).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Plain button' }));
    await user.keyboard('?');
    expect(openShortcuts).toHaveBeenCalledTimes(2);
    expect(openPalette).not.toHaveBeenCalled();
  });

  test('? typed into an input, textarea, select or editable text is left alone', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'why?');
    expect(search).toHaveValue('why?');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '?');
    screen.getByRole('combobox', { name: 'Kind' }).focus();
    await user.keyboard('?');
    // Dispatched from inside the editable element, as the browser would for a keystroke there.
    screen
      .getByText('text')
      .dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true }));
    expect(openShortcuts).not.toHaveBeenCalled();
  });

  test('? with Ctrl, Meta or Alt, or already handled elsewhere, is not the shortcut', () => {
    renderHook(() => usePaletteHotkeys({ openPalette, openShortcuts }));
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey']) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '?', [modifier]: true }));
    }
    const handled = new KeyboardEvent('keydown', { key: '?', cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    expect(openShortcuts).not.toHaveBeenCalled();
  });

  test('calls the latest callbacks and stops listening when unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ onOpen }) => usePaletteHotkeys({ openPalette: onOpen, openShortcuts }),
      { initialProps: { onOpen: first } },
    );
    rerender({ onOpen: second });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
