import { Link, useLocation } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { viewAddressOf } from '@/components/saved-searches/view-address';

/** "Watch this search": the watch form, filled with the explorer's address as it stands. */
export function WatchThisSearch({ transient }: { transient: readonly string[] }) {
  const location = useLocation();
  const filters = viewAddressOf('incidents', location.searchStr, transient);
  return (
    <Link
      to="/watches"
      search={{ new: true, filters }}
      className={`${secondaryButton} self-start`}
      title="Be alerted to new and revised incidents these filters match"
    >
      <Eye aria-hidden className="size-4" /> Watch this search
    </Link>
  );
}

/** "Watch this site": the watch form, filled with the site (every incident near it). */
export function WatchThisSite({ siteId }: { siteId: string }) {
  return (
    <Link
      to="/watches"
      search={{ new: true, site: siteId }}
      className={secondaryButton}
      title="Be alerted to new and revised incidents within this site’s radius"
    >
      <Eye aria-hidden className="size-4" /> Watch this site
    </Link>
  );
}
