import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import type {
  SvgMapHrefs,
  SvgMapIncident,
  SvgMapLayout,
  SvgMapSite,
} from '../../../contract/maps/svg-map-layout';
import { useSvgMapLayout } from './use-svg-map-layout';

/**
 * A world map drawn as SVG (no WebGL): Natural Earth countries under sites (their area and
 * centre) and incidents (dots sized by impact, in their category's colour). The SVG fills its
 * container's width and keeps the width:height it was given.
 */

export interface SvgMapProps {
  /** The map's accessible name, its (visually hidden) caption. */
  title: string;
  sites?: readonly SvgMapSite[];
  incidents?: readonly SvgMapIncident[];
  /** Width and height of the viewBox, in pixels at full size; default 640 × 360. */
  width?: number;
  height?: number;
  /** Pixels kept clear between the marks and the edge; default 24. */
  padding?: number;
  /**
   * Makes the marks it gives an address for into links. Keep it, like the mark arrays, the same
   * object between renders (module constant or useMemo): a new one lays the map out again.
   */
  hrefFor?: SvgMapHrefs;
  /**
   * Follows a plain click on a mark's link inside the app (e.g. the router's navigate); without
   * it the browser loads the address.
   */
  onNavigate?: (href: string) => void;
  className?: string;
}

// Theme tokens of src/index.css; the fallbacks (the light theme's values) keep a map readable
// where the stylesheet is missing, as in a saved or emailed copy.
const SEA = 'var(--wf-surface, #ffffff)';
const LAND = 'var(--wf-raised, #eceef2)';
const BORDER = 'var(--wf-line, #d5d9df)';
const SITE = 'var(--wf-accent, #0b63bd)';
const OUTLINE = 'var(--wf-surface, #ffffff)';
const NO_SITES: readonly SvgMapSite[] = [];
const NO_INCIDENTS: readonly SvgMapIncident[] = [];

export function SvgMap({
  title,
  sites,
  incidents,
  width = 640,
  height = 360,
  padding,
  hrefFor,
  onNavigate,
  className,
}: SvgMapProps) {
  const captionId = useId();
  const marks = useMemo(
    () => ({
      sites: sites ?? NO_SITES,
      incidents: incidents ?? NO_INCIDENTS,
      width,
      height,
      padding,
    }),
    [sites, incidents, width, height, padding],
  );
  const layout = useSvgMapLayout(marks, hrefFor);

  const follow = (href: string) => (event: MouseEvent<Element>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!onNavigate || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    onNavigate(href);
  };
  const linked = (href: string | undefined, children: ReactNode, key: string) =>
    href ? (
      <a key={key} href={href} onClick={follow(href)} className="focus-visible:outline-2">
        {children}
      </a>
    ) : (
      <g key={key}>{children}</g>
    );

  return (
    // Named by its caption explicitly too: not every assistive tool reads a figcaption.
    // Busy, with its shape kept, until the first layout comes from the worker.
    <figure aria-labelledby={captionId} aria-busy={layout ? undefined : true} className={className}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        className={layout ? 'block h-auto w-full' : 'block h-auto w-full animate-pulse bg-raised'}
      >
        {layout && <MapContent layout={layout} linked={linked} />}
      </svg>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
    </figure>
  );
}

function MapContent({
  layout,
  linked,
}: {
  layout: SvgMapLayout;
  linked: (href: string | undefined, children: ReactNode, key: string) => ReactNode;
}) {
  return (
    <>
      <g aria-hidden="true">
        <path d={layout.spherePath} style={{ fill: SEA, stroke: BORDER }} strokeWidth={1} />
        {layout.countryPaths.map((country, index) => (
          <path
            key={`${index}-${country.name}`}
            d={country.d}
            style={{ fill: LAND, stroke: BORDER }}
            strokeWidth={0.5}
            strokeLinejoin="round"
          />
        ))}
      </g>
      {layout.sites.map((site) =>
        linked(
          site.href,
          <>
            <title>{site.name}</title>
            <path
              d={site.areaPath}
              style={{ fill: SITE, stroke: SITE }}
              fillOpacity={0.1}
              strokeOpacity={0.7}
              strokeWidth={1.25}
            />
            <circle
              cx={site.x}
              cy={site.y}
              r={3.5}
              style={{ fill: SITE, stroke: OUTLINE }}
              strokeWidth={1.5}
            />
          </>,
          `site-${site.id}`,
        ),
      )}
      {layout.incidents.map((incident) =>
        linked(
          incident.href,
          <>
            <title>{incident.label}</title>
            <circle
              cx={incident.x}
              cy={incident.y}
              r={incident.r}
              style={{ fill: incident.colour, stroke: OUTLINE }}
              strokeWidth={1.5}
            />
          </>,
          `incident-${incident.id}`,
        ),
      )}
    </>
  );
}
