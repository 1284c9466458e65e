import { useEffect, type RefObject } from 'react';

/** Closes a popover when the analyst presses anywhere outside it, as menus do. */
export function useCloseOnOutsidePress(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [root, open, close]);
}
