import type { SessionEnd } from '@/lib/session/session-store';
import { formatTimeOfDay } from '@/lib/time/time-of-day';

/** Why the analyst is looking at the login page, when a session just ended. */
export function SessionEndedNotice({ end }: { end: SessionEnd | null }) {
  if (!end) return null;
  const message = messageFor(end);
  return (
    <div
      role="status"
      className="mt-4 rounded-md border border-line bg-raised px-3 py-2.5 text-sm text-ink"
    >
      <p className="font-semibold">{message.title}</p>
      <p className="mt-0.5 text-muted">{message.detail}</p>
    </div>
  );
}

function messageFor(end: SessionEnd): { title: string; detail: string } {
  switch (end.reason) {
    case 'expired':
      return {
        title: `Your session expired at ${formatTimeOfDay(end.at)}`,
        detail: 'Access tokens last 24 hours. Sign in again to carry on where you were.',
      };
    case 'rejected':
      return {
        title: 'The service no longer accepts your session',
        detail:
          'It refused your access token, so you were signed out. Sign in again to carry on where you were.',
      };
    case 'renew':
      return {
        title: 'Sign in again to renew your session',
        detail: 'Your previous session was about to expire; a new sign-in lasts another 24 hours.',
      };
    case 'signed-out':
      return end.elsewhere
        ? {
            title: 'You signed out in another tab',
            detail: 'Signing out ends the session in every tab of this browser.',
          }
        : { title: 'You signed out', detail: 'Sign in again whenever you are ready.' };
  }
}
