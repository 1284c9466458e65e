import { INCIDENT_ID } from '../../../../contract/formats';

/**
 * The explorer's own address parameters for its map, beside the API's: how the results are laid
 * out, where the map looks, which layer it draws, and which incident `near` was taken from.
 * Pure and small: the table layout loads this, never MapLibre.
 */

export const LAYOUTS = ['table', 'map', 'split'] as const;
export type ExplorerLayout = (typeof LAYOUTS)[number];

export const MAP_LAYERS = ['points', 'heat'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export interface Viewport {
  center: [longitude: number, latitude: number];
  zoom: number;
}

/** MapLibre's own zoom range. */
const MAX_ZOOM = 22;

const oneOf =
  <Choice extends string>(choices: readonly Choice[]) =>
  (value: string): value is Choice =>
    (choices as readonly string[]).includes(value);

export const isLayout = oneOf(LAYOUTS);
export const isMapLayer = oneOf(MAP_LAYERS);

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** `<lng>,<lat>,<zoom>`, or undefined when the text is not a place on the map. */
export function parseViewport(text: string): Viewport | undefined {
  const parts = text.split(',');
  if (parts.length !== 3 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [longitude, latitude, zoom] = parts.map(Number) as [number, number, number];
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90 || zoom < 0 || zoom > MAX_ZOOM) {
    return undefined;
  }
  return { center: [longitude, latitude], zoom };
}

const rounded = (value: number, decimals: number) => {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
};

/** Four decimals (about 11 m) for the centre and two for the zoom: short, and exact enough. */
export function formatViewport({ center: [longitude, latitude], zoom }: Viewport): string {
  // MapLibre lets the centre wander past ±180 as the analyst pans round the world.
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return `${rounded(wrapped, 4)},${rounded(latitude, 4)},${rounded(zoom, 2)}`;
}

/** Checks of the explorer's kept parameters for useApiSearch: why a value is malformed. */
export const MAP_PARAMETER_CHECKS: Readonly<Record<string, (value: string) => string | undefined>> =
  {
    layout: (value) => (isLayout(value) ? undefined : `"${value}" is not table, map or split`),
    at: (value) =>
      parseViewport(value)
        ? undefined
        : `"${value}" is not a map view <longitude>,<latitude>,<zoom> (zoom 0 to ${MAX_ZOOM})`,
    mapLayer: (value) => (isMapLayer(value) ? undefined : `"${value}" is not points or heat`),
    nearIncident: (value) =>
      INCIDENT_ID.test(value) ? undefined : `"${value}" is not an incident id (IN-<number>)`,
  };
