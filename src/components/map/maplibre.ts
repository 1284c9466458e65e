/**
 * MapLibre GL 6, set up once. Only modules loaded lazily (through MapView) import this, so the
 * library, its worker and its stylesheet stay out of the entry bundle.
 *
 * MapLibre 6 is ESM-only and each bundler consumer must tell it where its worker lives. `?worker&url`
 * makes Vite bundle the worker as a chunk of its own and hand back its URL. (Copying the bare
 * `maplibre-gl-worker.mjs` file instead would break on versions whose worker imports the
 * sibling `maplibre-gl-shared.mjs`; in 6.17 that file is empty, but the bundled worker does
 * not depend on it either way.) vite.config.ts excludes maplibre-gl from dependency
 * pre-bundling, as terra-draw's maintainers advise for MapLibre 6 under Vite dev.
 */
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';

maplibre.setWorkerUrl(workerUrl);
// The worker starts loading with this chunk, not once the first map has been made; kept for
// the page's life, so moving between views with maps does not start it again.
maplibre.prewarm();

export { maplibre };
