import { Clock, X } from 'lucide-react';
import { useState } from 'react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { formatCountdown, formatTimeOfDay, formatWaitInWords } from '@/lib/time/format-time';
import { useExpiryWarning } from './use-expiry-warning';

interface SessionExpiryNoticeProps {
  expiresAt: number;
  onRenew: () => void;
}

/** A quiet banner in the last minutes of a session; the page underneath stays usable. */
export function SessionExpiryNotice({ expiresAt, onRenew }: SessionExpiryNoticeProps) {
  const secondsLeft = useExpiryWarning(expiresAt);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  if (secondsLeft === null || dismissedFor === expiresAt) return null;
  return (
    <div
      role="status"
      aria-label="Session ending"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-warning/40 bg-warning-soft px-4 py-2 text-sm text-warning"
    >
      <Clock aria-hidden size={16} className="shrink-0" />
      <p className="min-w-0 flex-1">
        Your session ends at {formatTimeOfDay(expiresAt)}, in{' '}
        <span aria-hidden className="font-mono font-semibold tabular-nums">
          {formatCountdown(secondsLeft)}
        </span>
        <span className="sr-only">about {formatWaitInWords(Math.ceil(secondsLeft / 60) * 60)}</span>
        . Sign in again to renew it; you will come back to this page.
      </p>
      <button type="button" onClick={onRenew} className={secondaryButton}>
        Sign in again
      </button>
      <button
        type="button"
        onClick={() => setDismissedFor(expiresAt)}
        aria-label="Dismiss the session notice"
        className={`rounded p-1 hover:bg-surface ${focusRing}`}
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
