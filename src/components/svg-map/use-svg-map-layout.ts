import { useEffect, useMemo, useState } from 'react';
import {
  layoutSvgMap,
  type SvgMapHrefs,
  type SvgMapLayout,
} from '../../../contract/maps/svg-map-layout';
import type { SvgMapMarks } from './svg-map-layout-messages';
import { layoutInWorker, layoutWorker } from './svg-map-layout-worker-client';
import { useBasemapCountries } from './use-basemap-countries';

/** The addresses of the marks that have one: functions stay on the page. */
function withHrefs(layout: SvgMapLayout, marks: SvgMapMarks, hrefFor?: SvgMapHrefs) {
  if (!hrefFor) return layout;
  const sites = new Map(marks.sites.map((site) => [site.id, site]));
  const incidents = new Map(marks.incidents.map((incident) => [incident.id, incident]));
  return {
    ...layout,
    sites: layout.sites.map((mark) => {
      const site = sites.get(mark.id);
      return { ...mark, href: site && hrefFor.site?.(site) };
    }),
    incidents: layout.incidents.map((mark) => {
      const incident = incidents.get(mark.id);
      return { ...mark, href: incident && hrefFor.incident?.(incident) };
    }),
  };
}

/**
 * An SVG map's layout, computed in a worker (one per page, shared by every map), or on the
 * page where workers are missing or the worker failed to start. Undefined until the first
 * layout arrives; a later change keeps the previous layout on screen until the new one comes.
 */
export function useSvgMapLayout(
  marks: SvgMapMarks,
  hrefFor: SvgMapHrefs | undefined,
): SvgMapLayout | undefined {
  const [onPage, setOnPage] = useState(() => layoutWorker() === null);
  const [fromWorker, setFromWorker] = useState<{ layout: SvgMapLayout; marks: SvgMapMarks }>();
  const countries = useBasemapCountries(onPage);
  const { sites, incidents, width, height, padding } = marks;

  useEffect(() => {
    if (onPage) return;
    let current = true;
    const asked = { sites, incidents, width, height, padding };
    layoutInWorker(asked).then(
      (layout) => {
        if (current) setFromWorker({ layout, marks: asked });
      },
      () => {
        if (current) setOnPage(true);
      },
    );
    return () => {
      current = false;
    };
  }, [onPage, sites, incidents, width, height, padding]);

  const laidOutHere = useMemo(
    () =>
      onPage
        ? layoutSvgMap({ countries, sites, incidents, width, height, padding, hrefFor })
        : undefined,
    [onPage, countries, sites, incidents, width, height, padding, hrefFor],
  );
  const laidOutThere = useMemo(
    () => fromWorker && withHrefs(fromWorker.layout, fromWorker.marks, hrefFor),
    [fromWorker, hrefFor],
  );
  return laidOutHere ?? laidOutThere;
}
