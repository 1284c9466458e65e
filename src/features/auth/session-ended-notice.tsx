import type { SessionEnd } from '@/lib/session/session-store';
import { formatTimeOfDay } from '@/lib/time/time-of-day';

/** Why the analyst is looking at the login page, when a session just ended. */
export function SessionEndedNotice({ end }: { end: SessionEnd | null }) {
  if (!end) return null;
  const message = messageFor(end);
  return (
    <div
      role="status"
      className={`mt-4 rounded-md border px-3 py-2.5 text-sm ${
        end.unconfirmed ? 'border-warning bg-warning-soft text-warning' : 'border-line bg-raised'
      }`}
    >
      <p className="font-semibold">{message.title}</p>
      <p className={`mt-0.5 ${end.unconfirmed ? '' : 'text-muted'}`}>{message.detail}</p>
    </div>
  );
}

function messageFor(end: SessionEnd): { title: string; detail: string } {
  switch (end.reason) {
    case 'expired':
      return {
        title: `Your session expired at ${formatTimeOfDay(end.at)}`,
        detail:
          'Sessions end after a spell without use, and a day after signing in at the latest. Sign in again to carry on where you were.',
      };
    case 'rejected':
      return {
        title: 'The server no longer accepts your session',
        detail:
          'It was ended from another device, or the threat-intelligence service refused it, so you were signed out here. Sign in again to carry on where you were.',
      };
    case 'renew':
      return {
        title: 'Sign in again to renew your session',
        detail: 'Your previous session was about to expire; a new sign-in starts a new one.',
      };
    case 'signed-out':
      return signedOutMessage(end);
  }
}

function signedOutMessage(end: SessionEnd): { title: string; detail: string } {
  if (end.unconfirmed) {
    return {
      title: end.everywhere
        ? 'You signed out here, but your other sessions may still be open'
        : 'You signed out here, but the server could not be told',
      detail: end.everywhere
        ? 'The Watchfloor server could not be reached to end them. The dashboard asks it again the next time it opens in this browser; to be sure now, sign in and choose Sign out everywhere once the connection is back.'
        : 'The Watchfloor server could not be reached to end the session on its side. The dashboard tells it the next time it opens in this browser.',
    };
  }
  if (end.everywhere) {
    return {
      title: end.elsewhere
        ? 'You signed out everywhere from another tab'
        : 'You signed out everywhere',
      detail: 'Every session of your account has ended, in this browser and on other devices.',
    };
  }
  return end.elsewhere
    ? {
        title: 'You signed out in another tab',
        detail: 'Signing out ends the session in every tab of this browser.',
      }
    : { title: 'You signed out', detail: 'Sign in again whenever you are ready.' };
}
