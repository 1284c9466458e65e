import { useEffect, useState } from 'react';
import { loadBasemapCountries } from '@/components/map/basemap-countries';
import type { SvgMapCountries } from '../../../contract/maps/svg-map-layout';

/**
 * The coarse Natural Earth countries, once loaded (shared with the WebGL maps: one fetch per
 * page). Undefined while loading, when not `enabled`, and after a failed load: the map then draws
 * its marks alone.
 */
export function useBasemapCountries(enabled = true): SvgMapCountries | undefined {
  const [countries, setCountries] = useState<SvgMapCountries>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadBasemapCountries('coarse').then(
      (basemap) => {
        if (current) setCountries(basemap.countries);
      },
      () => {
        // Nothing to show: the marks are drawn on the globe's plain outline.
      },
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return countries;
}
