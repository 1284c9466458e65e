import { geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { fitProjection, siteAreaPolygon } from './svg-map-projection.ts';

/**
 * Everything an SVG map draws, in pixels of its viewBox, from countries and marks: a pure
 * function, so the home page and printed or emailed briefings draw the same map.
 */

export interface SvgMapSite {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  radiusKm: number;
}

export interface SvgMapIncident {
  id: string;
  label: string;
  longitude: number;
  latitude: number;
  /** The incident category's colour, any CSS colour. */
  colour: string;
  /** The impact rating: 1 … 5, or −1 when not rated. */
  impact: number;
}

export interface SvgMapHrefs {
  site?: (site: SvgMapSite) => string | undefined;
  incident?: (incident: SvgMapIncident) => string | undefined;
}

export type SvgMapCountries = FeatureCollection<Polygon | MultiPolygon, { name?: string } | null>;

export interface SvgMapLayoutInput {
  /** Natural Earth countries; without them only the globe's outline is drawn under the marks. */
  countries?: SvgMapCountries;
  sites?: readonly SvgMapSite[];
  incidents?: readonly SvgMapIncident[];
  width: number;
  height: number;
  /** Pixels kept clear between the marks and the edge; default 24. */
  padding?: number;
  hrefFor?: SvgMapHrefs;
}

export interface CountryPath {
  d: string;
  name: string;
}

export interface SiteMark {
  id: string;
  name: string;
  /** The site's centre. */
  x: number;
  y: number;
  /** The area within radiusKm of the centre, as projected (not a circle far from the equator). */
  areaPath: string;
  href?: string;
}

export interface IncidentMark {
  id: string;
  label: string;
  x: number;
  y: number;
  /** The dot's radius, from the impact. */
  r: number;
  colour: string;
  impact: number;
  href?: string;
}

export interface SvgMapLayout {
  viewBox: string;
  width: number;
  height: number;
  /** The globe's outline: the sea, and the plain background when countries are missing. */
  spherePath: string;
  countryPaths: CountryPath[];
  sites: SiteMark[];
  /** Lowest impact first, so the highest are drawn on top. */
  incidents: IncidentMark[];
}

const DEFAULT_PADDING = 24;
/** Few enough digits to keep a briefing's markup small, enough for a sharp line. */
const PATH_DIGITS = 1;

/** 3 px for an unrated incident up to 9 px for impact 5. */
export function incidentRadius(impact: number): number {
  const rating = Number.isFinite(impact) ? Math.min(Math.max(impact, 0), 5) : 0;
  return 3 + rating * 1.2;
}

const hasPosition = (mark: { longitude: number; latitude: number }) =>
  Number.isFinite(mark.longitude) &&
  Number.isFinite(mark.latitude) &&
  Math.abs(mark.latitude) <= 90;

const round = (value: number) => Math.round(value * 10) / 10;

export function layoutSvgMap(input: SvgMapLayoutInput): SvgMapLayout {
  const { width, height, hrefFor } = input;
  // A mark without a usable position is left out rather than breaking the whole map.
  const sites = (input.sites ?? []).filter(
    (site) => hasPosition(site) && Number.isFinite(site.radiusKm),
  );
  const incidents = (input.incidents ?? []).filter(hasPosition);

  const sitesWithAreas = sites.map((site) => ({
    site,
    area: siteAreaPolygon(site.longitude, site.latitude, site.radiusKm),
  }));
  const marks: Geometry[] = [
    ...sitesWithAreas.map(({ area }) => area),
    ...incidents.map((incident): Geometry => ({
      type: 'Point',
      coordinates: [incident.longitude, incident.latitude],
    })),
  ];
  const projection = fitProjection(marks, {
    width,
    height,
    padding: input.padding ?? DEFAULT_PADDING,
  });
  const path = geoPath(projection).digits(PATH_DIGITS);
  const project = (longitude: number, latitude: number) => {
    const [x = NaN, y = NaN] = projection([longitude, latitude]) ?? [];
    return { x: round(x), y: round(y) };
  };

  // Countries wholly outside the view are left out: a zoomed-in map would otherwise carry
  // the whole world's outlines.
  const countryPaths: CountryPath[] = [];
  for (const country of input.countries?.features ?? []) {
    const [[x0, y0], [x1, y1]] = path.bounds(country);
    if (!(x1 >= 0 && x0 <= width && y1 >= 0 && y0 <= height)) continue;
    const d = path(country);
    if (d) countryPaths.push({ d, name: country.properties?.name ?? '' });
  }

  return {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    spherePath: path({ type: 'Sphere' }) ?? '',
    countryPaths,
    sites: sitesWithAreas.map(({ site, area }) => ({
      id: site.id,
      name: site.name,
      ...project(site.longitude, site.latitude),
      areaPath: path(area) ?? '',
      href: hrefFor?.site?.(site),
    })),
    incidents: incidents
      .map((incident) => ({
        id: incident.id,
        label: incident.label,
        ...project(incident.longitude, incident.latitude),
        r: incidentRadius(incident.impact),
        colour: incident.colour,
        impact: incident.impact,
        href: hrefFor?.incident?.(incident),
      }))
      .sort((a, b) => a.impact - b.impact),
  };
}
