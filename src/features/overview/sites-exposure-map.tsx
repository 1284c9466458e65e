import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SvgMap } from '@/components/svg-map/svg-map';
import type {
  SvgMapHrefs,
  SvgMapIncident,
  SvgMapSite,
} from '../../../contract/maps/svg-map-layout';
import type { NearSitesRow } from './site-exposure-rows';

const HREFS: SvgMapHrefs = {
  site: (site) => `/sites/${encodeURIComponent(site.id)}?period=P1D`,
  incident: (incident) => `/incidents/${encodeURIComponent(incident.id)}`,
};

/**
 * The sites and the incidents near them since the analyst last looked, as an SVG map (drawn
 * at once, no WebGL to start): it is a glance, the Sites page holds the full map.
 */
export function SitesExposureMap({
  sites,
  rows,
}: {
  /** From `exposureMapSites`: every site of a small team, else those with incidents. */
  sites: readonly SvgMapSite[];
  rows: readonly NearSitesRow[];
}) {
  const navigate = useNavigate();
  const incidents = useMemo(
    (): SvgMapIncident[] =>
      rows.map(({ incident }) => ({
        id: incident.id,
        label: incident.summary,
        longitude: incident.longitude,
        latitude: incident.latitude,
        colour: incident.category.colour,
        impact: incident.impact,
      })),
    [rows],
  );
  return (
    <SvgMap
      title={`Map of ${sites.length} sites and ${incidents.length} incidents near them`}
      sites={sites}
      incidents={incidents}
      width={640}
      height={380}
      hrefFor={HREFS}
      onNavigate={(href) => void navigate({ href })}
      className="w-full rounded-lg border border-line"
    />
  );
}
