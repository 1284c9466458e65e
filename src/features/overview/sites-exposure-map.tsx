import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SvgMap } from '@/components/svg-map/svg-map';
import type {
  SvgMapHrefs,
  SvgMapIncident,
  SvgMapSite,
} from '../../../contract/maps/svg-map-layout';
import type { SitesExposure, SiteTable } from '@/lib/http/watchfloor';
import type { NearSitesRow } from './site-exposure-rows';

/** Beyond this many sites, only those with incidents this week are drawn: dots, not a carpet. */
const ALL_SITES_UP_TO = 200;

const HREFS: SvgMapHrefs = {
  site: (site) => `/sites/${encodeURIComponent(site.id)}?period=P1D`,
  incident: (incident) => `/incidents/${encodeURIComponent(incident.id)}`,
};

/**
 * The sites and the incidents near them since the analyst last looked, as an SVG map (drawn
 * at once, no WebGL to start): it is a glance, the Sites page holds the full map.
 */
export function SitesExposureMap({
  table,
  rows,
  exposure,
}: {
  table: SiteTable;
  rows: readonly NearSitesRow[];
  exposure: SitesExposure;
}) {
  const navigate = useNavigate();
  const sites = useMemo((): SvgMapSite[] => {
    const radii = new Map(exposure.sites.map((site) => [site.siteId, site.radiusKm]));
    const drawAll = table.count <= ALL_SITES_UP_TO;
    const { id, name, longitude, latitude } = table.columns;
    const marks: SvgMapSite[] = [];
    id.forEach((siteId, index) => {
      if (!drawAll && !radii.has(siteId)) return;
      marks.push({
        id: siteId,
        name: name[index]!,
        longitude: longitude[index]!,
        latitude: latitude[index]!,
        // Sites with incidents this week show their reach; the list of sites carries no radius.
        radiusKm: radii.get(siteId) ?? 0,
      });
    });
    return marks;
  }, [table, exposure]);
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
