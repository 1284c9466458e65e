import type { BasemapCountries } from '@/components/map/basemap-countries';

/** A test basemap: one country around Paris, clockwise as world-atlas gives it. */
export const FRANCE: BasemapCountries['countries'] = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'France' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-2, 43],
            [-2, 51],
            [8, 51],
            [8, 43],
            [-2, 43],
          ],
        ],
      },
    },
  ],
};
