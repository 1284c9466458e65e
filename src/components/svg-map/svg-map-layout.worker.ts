import { loadCountryShapes } from '@/components/map/basemap-countries';
import {
  svgMapLayoutHandler,
  type SvgMapWorkerAnswer,
  type SvgMapWorkerRequest,
} from './svg-map-layout-messages';

/**
 * Lays SVG maps out off the page's thread: projecting the countries and the sites' areas takes
 * tens of milliseconds (more before the code is warm), which on the page would hold up every
 * other part showing its answer.
 */
// The worker's global, typed by what is used (the DOM and worker libraries clash in one project).
declare const self: {
  postMessage(message: SvgMapWorkerAnswer): void;
  onmessage: ((event: MessageEvent<SvgMapWorkerRequest>) => void) | null;
};

const handle = svgMapLayoutHandler(
  () => loadCountryShapes('coarse'),
  (message: SvgMapWorkerAnswer) => self.postMessage(message),
);
self.onmessage = (event: MessageEvent<SvgMapWorkerRequest>) => void handle(event.data);
