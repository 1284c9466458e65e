import { lazy, Suspense } from 'react';
import { LazyPartBoundary } from '@/components/lazy-part-boundary';
import type { IncidentTimelineProps } from './incident-timeline';
import { TIMELINE_HEIGHT_CLASS } from './timeline-size';
import { LoadingShape } from '@/components/loading-shape';

// recharts is about 100 kB gzip: the timeline loads it only when it is shown.
const Timeline = lazy(() =>
  import('./incident-timeline').then((module) => ({ default: module.IncidentTimeline })),
);

/** The timeline as its own chunk, with a placeholder of the same height while it loads. */
export function LazyIncidentTimeline(props: IncidentTimelineProps) {
  return (
    <LazyPartBoundary what="The timeline">
      <Suspense
        fallback={
          <LoadingShape
            label="Loading the timeline"
            className={`${TIMELINE_HEIGHT_CLASS} animate-pulse border-t border-line bg-raised`}
          />
        }
      >
        <Timeline {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
