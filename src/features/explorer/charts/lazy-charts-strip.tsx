import { BarChart3, ChevronDown, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { LazyPartBoundary } from '@/components/lazy-part-boundary';
import type { IncidentListItem } from '@/lib/http/incidents';

// recharts is about 100 kB gzip: it loads only when the charts are shown.
const Charts = lazy(() => import('./charts-strip'));

const HIDDEN_KEY = 'watchfloor.explorer-charts-hidden';

/** The charts of the rows on screen, collapsible; the choice is remembered in this browser. */
export function ChartsStrip({ incidents }: { incidents: readonly IncidentListItem[] }) {
  const [shown, setShown] = useState(() => localStorage.getItem(HIDDEN_KEY) !== 'true');
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
            <Suspense
              fallback={
                <div
                  aria-busy="true"
                  aria-label="Loading charts"
                  className="h-[8.5rem] animate-pulse rounded-md bg-raised"
                />
              }
            >
              <Charts incidents={incidents} />
            </Suspense>
          </LazyPartBoundary>
        </div>
      )}
    </div>
  );
}
