import { Fragment, useEffect, useId, useRef } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { isApplePlatform } from '@/lib/platform';
import { SHORTCUTS, shortcutKeys } from './shortcuts';

/**
 * The list of keyboard shortcuts, opened with `?` or from the palette. A native modal `<dialog>`:
 * the browser traps focus, closes it on Escape and returns focus to where it was.
 */
export default function KeyboardShortcutsSheet({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const apple = isApplePlatform();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // The dialog can close itself (Escape, the Close button); the owner's state follows.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => onClose();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="border-b border-line px-4 py-3 text-base font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <Fragment key={shortcut.description}>
            <dt className="flex items-center gap-1">
              {shortcutKeys(shortcut, apple).map((key) => (
                <kbd
                  key={key}
                  className="min-w-6 rounded border border-line bg-raised px-1.5 py-0.5 text-center font-sans text-xs"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-muted">{shortcut.description}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="flex justify-end border-t border-line px-4 py-3">
        {/* Closing natively fires `close`, the one path every way of closing goes through. */}
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className={secondaryButton}
        >
          Close
        </button>
      </div>
    </dialog>
  );
}
