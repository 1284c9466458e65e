import { Download } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';

/**
 * Downloads of every site this analyst may see. Plain links: the browser sends the session
 * cookie and saves the file the server names, with no script in between.
 */
export function ExportLinks() {
  return (
    <div role="group" aria-label="Export the sites" className="flex items-center gap-1">
      <a href="/api/watchfloor/sites/export?format=csv" download className={secondaryButton}>
        <Download aria-hidden className="size-4" /> CSV
      </a>
      <a href="/api/watchfloor/sites/export?format=geojson" download className={secondaryButton}>
        <Download aria-hidden className="size-4" /> GeoJSON
      </a>
    </div>
  );
}
