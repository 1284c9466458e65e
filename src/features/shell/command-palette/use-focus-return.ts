import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what had it before the palette opened. cmdk's dialog has no Radix trigger,
 * and Radix only returns focus to a trigger, so without this focus would fall to <body>.
 *
 * Returns `afterFocusReturn(callback)`: runs the callback once focus is back, for actions that
 * open something else (the shortcut sheet must see the original element as the one to return to).
 */
export function useFocusReturn(open: boolean): (callback: () => void) => void {
  const origin = useRef<HTMLElement | null>(null);
  const pending = useRef<(() => void) | null>(null);

  // A layout effect runs before Radix moves focus into the dialog (that happens in a passive
  // effect after its portal mounts), so `activeElement` is still the element the analyst left.
  useLayoutEffect(() => {
    if (open) {
      // `??=`: StrictMode re-runs this after focus has moved into the palette; keep the first.
      const active = document.activeElement;
      origin.current ??= active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = origin.current;
    const callback = pending.current;
    origin.current = null;
    pending.current = null;
    if (!element && !callback) return;
    // Radix's focus trap lets go only once the dialog has unmounted, a task later.
    const timer = setTimeout(() => {
      if (element?.isConnected) element.focus();
      callback?.();
    });
    return () => clearTimeout(timer);
  }, [open]);

  return useCallback((callback: () => void) => {
    pending.current = callback;
  }, []);
}
