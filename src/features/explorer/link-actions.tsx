import { Link2, Pin } from 'lucide-react';
import { useState } from 'react';
import { secondaryButton } from '@/components/button-styles';

interface LinkActionsProps {
  /** Pins the view to now and returns the pinned address, or a reason it is partly relative. */
  onPinAsOfNow: () => { href: string; note?: string };
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Copy link" and "Copy link as of now", with a spoken confirmation. */
export function LinkActions({ onPinAsOfNow }: LinkActionsProps) {
  const [message, setMessage] = useState('');

  const report = (copied: boolean, href: string, note?: string) =>
    setMessage(
      copied
        ? `Link copied.${note ? ` ${note}` : ''}`
        : `Copying was refused by the browser; the link is: ${href}`,
    );

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          const href = window.location.href;
          void copy(href).then((copied) => report(copied, href));
        }}
      >
        <Link2 aria-hidden className="size-4" /> Copy link
      </button>
      <button
        type="button"
        className={secondaryButton}
        title="Pins the result set: incidents reported later, and relative periods, no longer change it"
        onClick={() => {
          const { href, note } = onPinAsOfNow();
          void copy(href).then((copied) => report(copied, href, note));
        }}
      >
        <Pin aria-hidden className="size-4" /> Copy link as of now
      </button>
      <p role="status" className="max-w-xs truncate text-xs text-muted" title={message}>
        {message}
      </p>
    </div>
  );
}
