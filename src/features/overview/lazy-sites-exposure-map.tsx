import { lazy, Suspense, type ComponentProps } from 'react';
import { LazyPartBoundary } from '@/components/lazy-part-boundary';
import { LoadingShape } from '@/components/loading-shape';

// d3-geo and the map's layout load with the map, not with every view's code.
const SitesExposureMap = lazy(() =>
  import('./sites-exposure-map').then((module) => ({ default: module.SitesExposureMap })),
);

/** The sites' map as its own chunk, with a placeholder of its shape while it loads. */
export function LazySitesExposureMap(props: ComponentProps<typeof SitesExposureMap>) {
  return (
    <LazyPartBoundary what="The sites’ map">
      <Suspense fallback={<LoadingMap />}>
        <SitesExposureMap {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}

/** The map's shape while its code or its sites load. */
export function LoadingMap() {
  return (
    <LoadingShape
      label="Loading the map"
      className="aspect-[640/380] w-full animate-pulse rounded-lg border border-line bg-raised"
    />
  );
}
