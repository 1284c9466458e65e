import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { SitesSection } from './sites-section';
import { QueueSection } from './queue-section';
import { WatchesSection } from './watches-section';
import { WorldSection } from './world-section';
import { recordHomeVisit } from './last-looked';
import { useAlertStreamState } from '@/lib/alerts/alert-stream';
import { getSitesExposureOptions, listWatchesOptions } from '@/lib/http/watchfloor';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { useNow } from '@/lib/time/use-now';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Connections } from './connections';
import { RecentPlaces } from './recent-places';
import { plural } from '@/lib/text/plural';

/**
 * `/`, the watch floor: what happened near our sites since the analyst last looked, the
 * watches' unread alerts, the queue, and the last 24 hours in the world; each part links to the
 * view behind it, and live parts update in place.
 */
export function OverviewPage() {
  useDocumentTitle('Overview');
  const email = useSignedInEmail() ?? '';
  const [look] = useState(() => recordHomeVisit(window.localStorage, email, Date.now()));
  const now = useNow(30_000);
  return (
    <div className="mx-auto max-w-7xl px-6 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Overview</h1>
          <p className="mt-1 text-sm text-muted">
            {look.previousLook ? (
              <>
                What happened since you last looked,{' '}
                <RelativeInstant epochMs={look.since} nowMs={now} />.
              </>
            ) : (
              'What happened in the last 24 hours near your sites, in your watches and queue, and in the world.'
            )}
          </p>
        </div>
        <LiveIndicator />
      </div>
      <GettingStarted email={email} />
      <div className="mt-4 grid gap-4">
        <SitesSection sinceMs={look.since} previousLook={look.previousLook} nowMs={now} />
        <div className="grid gap-4 lg:grid-cols-2">
          <WatchesSection nowMs={now} />
          <QueueSection nowMs={now} />
        </div>
        <WorldSection nowMs={now} />
      </div>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <RecentPlaces />
        <Connections />
      </div>
    </div>
  );
}

/** A quiet mark of whether alerts are arriving live (the server's event stream). */
function LiveIndicator() {
  const state = useAlertStreamState();
  const live = state === 'live';
  return (
    <p role="status" className="inline-flex items-center gap-2 text-xs text-muted">
      <span
        aria-hidden
        className={`size-2 rounded-full ${live ? 'bg-accent' : 'bg-warning'} ${live ? 'animate-live-pulse' : ''}`}
      />
      {live
        ? 'Live: new alerts appear as they happen'
        : state === 'lost'
          ? 'Reconnecting…'
          : 'Connecting…'}
    </p>
  );
}

/**
 * For an analyst who has added no site and no watch yet: how to, and what the team already
 * shares (those are on the page already, below).
 */
function GettingStarted({ email }: { email: string }) {
  // The sites' counts come with their exposure, which the page reads anyway.
  const exposure = useQuery(getSitesExposureOptions());
  const watches = useQuery(listWatchesOptions());
  if (!exposure.data || !watches.data) return null;
  const { siteCount, ownSiteCount } = exposure.data.data;
  const watchList = watches.data.data.watches;
  const myWatches = watchList.filter((watch) => watch.owner.email === email).length;
  if (ownSiteCount > 0 || myWatches > 0) return null;
  const sharedSites = siteCount;
  const sharedWatches = watchList.length;
  const link = `rounded font-medium text-accent underline ${focusRing}`;
  return (
    <section
      aria-labelledby="getting-started-title"
      className="mt-4 rounded-lg border border-accent bg-surface p-4 text-sm"
    >
      <h2 id="getting-started-title" className="text-base font-semibold">
        Make this page yours
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          <Link to="/sites" search={{ add: true }} className={link}>
            Add the sites
          </Link>{' '}
          you protect (offices, venues, people’s hotels), or import them from a CSV file: incidents
          within their radius lead this page.
        </li>
        <li>
          <Link to="/watches" className={link}>
            Create a watch
          </Link>{' '}
          on those sites or a saved search, to be told in the app, by email or webhook within a
          minute.
        </li>
      </ol>
      {sharedSites > 0 || sharedWatches > 0 ? (
        <p className="mt-2 text-muted">
          Your team already shares {plural(sharedSites, 'site')} and{' '}
          {plural(sharedWatches, 'watch', 'watches')}: they are on this page below, and on the{' '}
          <Link to="/sites" className={link}>
            Sites
          </Link>{' '}
          and{' '}
          <Link to="/watches" className={link}>
            Watches
          </Link>{' '}
          pages to copy or follow.
        </p>
      ) : null}
    </section>
  );
}
