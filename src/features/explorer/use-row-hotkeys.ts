import { useEffect } from 'react';

/** True when the key press belongs to a field, a menu or a dialog rather than the page. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], dialog'))
    return true;
  return target.closest('[cmdk-root]') !== null;
}

interface RowHotkeys {
  onNext: () => void;
  onPrevious: () => void;
  onOpen: () => void;
  onClose: () => void;
}

/** j/k move through the rows, Enter opens the selected one, Escape closes its overview. */
export function useRowHotkeys({ onNext, onPrevious, onOpen, onClose }: RowHotkeys) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingIn(event.target)) return;
      // Enter on a link or button keeps its own meaning.
      if (event.key === 'Enter' && (event.target as HTMLElement).closest('a, button')) return;
      const action = { j: onNext, k: onPrevious, Enter: onOpen, Escape: onClose }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onNext, onPrevious, onOpen, onClose]);
}
