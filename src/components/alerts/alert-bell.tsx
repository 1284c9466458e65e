import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { countUnreadAlertsOptions } from '@/lib/http/watchfloor';
import { useAlertStreamState } from '@/lib/alerts/alert-stream';

/** The count the bell shows: past 99 it says so rather than widening the header. */
export const bellCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The header's bell: how many alerts this analyst has not read, kept live by the alert stream,
 * opening the notification centre. While the stream is down a quiet mark says the count may lag
 * (and it is asked for every minute meanwhile); it is not an error.
 */
export function AlertBell() {
  const streamState = useAlertStreamState();
  const lost = streamState === 'lost';
  const count = useQuery({
    ...countUnreadAlertsOptions(),
    staleTime: Infinity,
    refetchInterval: lost ? 60_000 : false,
  });
  const unread = count.data?.data.unread ?? 0;
  const label = `Alerts${unread > 0 ? `, ${unread} unread` : ''}${lost ? ' (live updates reconnecting)' : ''}`;
  return (
    <Link
      to="/alerts"
      aria-label={label}
      title={lost ? 'Live updates are reconnecting; the count may lag.' : 'Alerts'}
      activeProps={{ 'aria-current': 'page', className: 'bg-raised text-ink' }}
      className={`relative flex size-8 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-ink ${focusRing}`}
    >
      <Bell aria-hidden size={17} />
      {unread > 0 ? (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-1 min-w-4 rounded-full bg-accent px-1 text-center text-[10px] leading-4 font-semibold text-accent-ink tabular-nums"
        >
          {bellCount(unread)}
        </span>
      ) : null}
      {lost ? (
        <span
          aria-hidden
          data-testid="stream-lost"
          className="absolute right-0.5 bottom-0.5 size-2 rounded-full border border-surface bg-muted"
        />
      ) : null}
    </Link>
  );
}
