import { BarChart3, ChevronDown, ChevronRight } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { LazyPartBoundary } from '@/components/lazy-part-boundary';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { IncidentListItem } from '@/lib/http/incidents';
import { useValueAfterPaint } from '@/lib/use-value-after-paint';
import { LoadingShape } from '@/components/loading-shape';

/**
 * recharts is about 100 kB gzip: it loads only when the charts are shown, once the page has
 * painted (fetched beside the rows' data, its evaluation delayed their paint).
 */
const loadExplorerCharts = () => import('./charts-strip');
const Charts = lazy(loadExplorerCharts);

const HIDDEN_KEY = 'watchfloor.explorer-charts-hidden';

/** True when the analyst has folded the charts away in this browser. */
const explorerChartsHidden = () => localStorage.getItem(HIDDEN_KEY) === 'true';

const NONE: readonly IncidentListItem[] = [];

const placeholder = (
  <LoadingShape label="Loading charts" className="h-[8.5rem] animate-pulse rounded-md bg-raised" />
);

/**
 * The charts of the rows on screen, collapsible; the choice is remembered in this browser.
 * The rows come first: the charts draw once the rows have been painted, in the background, so
 * a new page of incidents is on screen without waiting for recharts to lay out its axes.
 * Memoised, so a render of the page that changes nothing here (a filter being chosen, a row
 * selected) draws nothing again.
 */
export const ChartsStrip = memo(function ChartsStrip({
  incidents,
}: {
  incidents: readonly IncidentListItem[];
}) {
  const [shown, setShown] = useState(() => !explorerChartsHidden());
  useEffect(() => (shown ? afterNextPaint(() => void loadExplorerCharts()) : undefined), [shown]);
  const charted = useValueAfterPaint(incidents, NONE);
  // The same element while the charted rows stay the same, so React draws nothing again.
  const charts = useMemo(
    () => (charted.length > 0 ? <Charts incidents={charted} /> : placeholder),
    [charted],
  );
  const toggle = () => {
    localStorage.setItem(HIDDEN_KEY, String(shown));
    setShown(!shown);
  };
  return (
    <div className="border-b border-line px-4 py-1.5">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={shown}
        className={`flex items-center gap-1 rounded text-xs font-medium text-muted hover:text-ink ${focusRing}`}
      >
        {shown ? (
          <ChevronDown aria-hidden className="size-3.5" />
        ) : (
          <ChevronRight aria-hidden className="size-3.5" />
        )}
        <BarChart3 aria-hidden className="size-3.5" />
        Charts of this page ({incidents.length.toLocaleString()} incidents)
      </button>
      {shown && incidents.length > 0 && (
        <div className="pt-1.5">
          <LazyPartBoundary what="The charts">
            <Suspense fallback={placeholder}>{charts}</Suspense>
          </LazyPartBoundary>
        </div>
      )}
    </div>
  );
});
