import {
  layoutSvgMap,
  type SvgMapCountries,
  type SvgMapIncident,
  type SvgMapLayout,
  type SvgMapSite,
} from '../../../contract/maps/svg-map-layout';

/**
 * What the page and the SVG map's layout worker say to each other: the page sends the marks
 * and the size, the worker answers the laid-out map (no addresses: functions do not cross to a
 * worker, so the page adds them). Kept apart from the worker's wiring so a test can run it.
 */

export interface SvgMapMarks {
  sites: readonly SvgMapSite[];
  incidents: readonly SvgMapIncident[];
  width: number;
  height: number;
  padding?: number;
}

export type SvgMapWorkerRequest =
  /** Starts loading the countries, so the first map is laid out without waiting for them. */
  { type: 'warm' } | { type: 'layout'; id: number; marks: SvgMapMarks };

export interface SvgMapWorkerAnswer {
  id: number;
  layout: SvgMapLayout;
}

/** Lays out each request once the countries have loaded (or failed to: then marks alone). */
export function svgMapLayoutHandler(
  loadCountries: () => Promise<SvgMapCountries>,
  answer: (message: SvgMapWorkerAnswer) => void,
) {
  let countries: Promise<SvgMapCountries | undefined> | undefined;
  const countryShapes = () => {
    countries ??= loadCountries().catch(() => {
      // Tried again for the next map; this one is drawn on the plain globe.
      countries = undefined;
      return undefined;
    });
    return countries;
  };
  return async (request: SvgMapWorkerRequest) => {
    const shapes = await countryShapes();
    if (request.type === 'warm') return;
    answer({ id: request.id, layout: layoutSvgMap({ ...request.marks, countries: shapes }) });
  };
}
