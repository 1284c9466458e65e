import { useEffect, useEffectEvent } from 'react';

/** Where a letter is being typed, not pressed as a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
    null
  );
}

/**
 * The feed's keys, anywhere on the page outside text fields and open dialogs: j and k move the
 * selection down and up, / goes to the search field.
 */
export function useFeedHotkeys(actions: { move: (by: 1 | -1) => void; focusSearch: () => void }) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTextEntry(event.target)) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    if (event.key === 'j' || event.key === 'k') {
      event.preventDefault();
      actions.move(event.key === 'j' ? 1 : -1);
    } else if (event.key === '/') {
      event.preventDefault();
      actions.focusSearch();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
