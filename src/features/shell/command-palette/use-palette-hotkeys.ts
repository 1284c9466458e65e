import { useEffect, useEffectEvent } from 'react';

export interface PaletteHotkeys {
  /** Ctrl+K / ⌘K. The layout may pass a toggle, so the same keys also close the palette. */
  openPalette: () => void;
  /** `?` outside text fields. */
  openShortcuts: () => void;
}

/** Where `?` is something the analyst is typing, not a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
    null
  );
}

export function isPaletteHotkey(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

export function isShortcutsHotkey(event: KeyboardEvent): boolean {
  return (
    event.key === '?' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTextEntry(event.target)
  );
}

/** The app-wide keys for the palette and the shortcut sheet, listened for on `window`. */
export function usePaletteHotkeys({ openPalette, openShortcuts }: PaletteHotkeys): void {
  // Effect events read the latest callbacks, so inline arrows do not re-subscribe every render.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // Another handler (an editor, a dialog) already used the key; so did an IME composition.
    if (event.defaultPrevented || event.isComposing) return;
    if (isPaletteHotkey(event)) {
      // Claimed even inside inputs: Ctrl+K would otherwise focus the browser's search bar.
      event.preventDefault();
      // Holding the keys down must not flicker the palette open and shut.
      if (!event.repeat) openPalette();
    } else if (isShortcutsHotkey(event)) {
      event.preventDefault();
      openShortcuts();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
