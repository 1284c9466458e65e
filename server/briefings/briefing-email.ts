import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { feature } from 'topojson-client';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { layoutSvgMap, type SvgMapLayout } from '../../contract/maps/svg-map-layout.ts';
import type { Briefing } from '../../contract/resources/briefings.ts';
import { incidentLink } from '../delivery/alert-message.ts';

/**
 * A briefing as an email (React Email, plain createElement as the alert emails are): headline
 * counts and trend, the top incidents one line each, a section per site with distances, the news
 * by taxonomy, and an inline SVG map drawn by the same pure layout as the page (no external
 * image, no remote font). Every item links to the dashboard's public origin.
 */

const MAP_WIDTH = 560;
const MAP_HEIGHT = 300;

export const briefingLink = (publicUrl: string, briefingId: string) =>
  `${publicUrl.replace(/\/$/, '')}/briefings/${encodeURIComponent(briefingId)}`;

function dateTime(seconds: number): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000))} UTC`;
}

export function trendText(count: number, previous: number): string {
  if (count === previous) return 'the same as the period before';
  const change = count - previous;
  const percent =
    previous > 0 ? ` (${change > 0 ? '+' : ''}${Math.round((change / previous) * 100)}%)` : '';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)} on the period before${percent}`;
}

const muted = { color: '#555', fontSize: '13px', margin: '2px 0' };
// Underlined: a link must not be told from the text around it by colour alone.
const link = { color: '#0b5cad', textDecoration: 'underline' };
const small = { margin: '4px 0', fontSize: '14px' };
const h2 = { fontSize: '16px', margin: '18px 0 6px' };

/** A map laid out in pixels by the same pure layout as the page's (contract/maps). */
export type DrawnMap = SvgMapLayout;

export type NaturalEarthCountries = FeatureCollection<
  Polygon | MultiPolygon,
  { name?: string } | null
>;

let countries: NaturalEarthCountries | undefined;
/** Natural Earth countries at 1:110m, read once from world-atlas: what the map is drawn from. */
export function naturalEarthCountries(): NaturalEarthCountries {
  if (!countries) {
    const path = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
    const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology<{
      countries: GeometryCollection<{ name?: string }>;
    }>;
    countries = feature(topology, topology.objects.countries) as unknown as NaturalEarthCountries;
  }
  return countries;
}

/** The map's size in the email, for whoever lays it out. */
export const EMAIL_MAP_SIZE = { width: MAP_WIDTH, height: MAP_HEIGHT } as const;

/**
 * The briefing's map, as the page draws it: its sites with their reach and its top incidents,
 * each incident a link to its page on the dashboard.
 */
export function briefingMap(briefing: Briefing, publicUrl: string): DrawnMap {
  const { content } = briefing;
  return layoutSvgMap({
    countries: naturalEarthCountries(),
    sites: content.sites.map((site) => ({
      id: site.id,
      name: site.name,
      longitude: site.longitude,
      latitude: site.latitude,
      radiusKm: site.radiusKm,
    })),
    incidents: content.topIncidents.map((incident) => ({
      id: incident.id,
      label: incident.summary,
      longitude: incident.longitude,
      latitude: incident.latitude,
      colour: incident.category.colour,
      impact: incident.impact,
    })),
    ...EMAIL_MAP_SIZE,
    hrefFor: {
      incident: (incident) => `${publicUrl}/incidents/${encodeURIComponent(incident.id)}`,
    },
  });
}

function BriefingMap({ layout }: { layout: DrawnMap }) {
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: layout.viewBox,
      width: layout.width,
      height: layout.height,
      // A group, not an image: its incidents are links.
      role: 'group',
      'aria-label': 'Map of the top incidents and the sites',
      style: { display: 'block', maxWidth: '100%', height: 'auto' },
    },
    h('path', { d: layout.spherePath, fill: '#dbe8f3' }),
    ...layout.countryPaths.map((country, index) =>
      h('path', {
        key: `c${index}`,
        d: country.d,
        fill: '#f2f0ea',
        stroke: '#b9b5aa',
        strokeWidth: 0.5,
      }),
    ),
    ...layout.sites.map((site) =>
      h('path', {
        key: `s${site.id}`,
        d: site.areaPath,
        fill: '#0b5cad',
        fillOpacity: 0.12,
        stroke: '#0b5cad',
        strokeWidth: 1,
      }),
    ),
    ...layout.incidents.map((incident) =>
      h(
        'a',
        { key: `i${incident.id}`, href: incident.href },
        h(
          'circle',
          {
            cx: incident.x,
            cy: incident.y,
            r: incident.r,
            fill: incident.colour,
            stroke: '#222',
            strokeWidth: 0.75,
          },
          h('title', null, incident.label),
        ),
      ),
    ),
  );
}

function BriefingEmail({
  briefing,
  publicUrl,
  map,
}: {
  briefing: Briefing;
  publicUrl: string;
  map?: DrawnMap;
}) {
  const { content } = briefing;
  const empty = content.totals.count === 0;
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, `Briefing: ${briefing.params.title}`)),
    h(Preview, null, `${content.totals.count} incidents · ${briefing.params.title}`),
    h(
      Body,
      {
        style: {
          fontFamily: 'system-ui, sans-serif',
          backgroundColor: '#f6f6f6',
          color: '#1a1a1a',
        },
      },
      h(
        'main',
        null,
        h(
          Container,
          { style: { backgroundColor: '#fff', padding: '20px', maxWidth: '600px' } },
          h(Text, { style: muted }, 'Watchfloor briefing'),
          h(
            Heading,
            { as: 'h1', style: { fontSize: '20px' } },
            h(
              Link,
              { href: briefingLink(publicUrl, briefing.id), style: link },
              briefing.params.title,
            ),
          ),
          h(
            Text,
            { style: muted },
            `${dateTime(content.period.from)} – ${dateTime(content.period.until)}`,
          ),
          h(
            Text,
            { style: { fontSize: '15px', margin: '10px 0' } },
            h(
              'strong',
              null,
              `${content.totals.count} incident${content.totals.count === 1 ? '' : 's'}`,
            ),
            `, ${trendText(content.totals.count, content.totals.previousCount)}.`,
            content.truncated
              ? ' The period held more than one read: counts cover what was read.'
              : '',
          ),
          empty
            ? h(
                Text,
                { style: small },
                'Nothing happened in this period that matches this briefing.',
              )
            : h(
                Text,
                { style: small },
                content.byCategory
                  .slice(0, 8)
                  .map((entry) => `${entry.name} ${entry.count} (before ${entry.previousCount})`)
                  .join(' · '),
              ),
          empty || !map ? null : h(BriefingMap, { layout: map }),
          content.topIncidents.length > 0
            ? h(Heading, { as: 'h2', style: h2 }, 'Top incidents')
            : null,
          ...content.topIncidents.map((incident) =>
            h(
              Text,
              { key: incident.id, style: small },
              h(
                Link,
                { href: incidentLink(publicUrl, incident.id), style: link },
                incident.summary,
              ),
              ` · ${incident.category.name} · impact ${incident.impact} ${incident.impactLabel}`,
              h('br'),
              h('span', { style: { color: '#444' } }, incident.line),
            ),
          ),
          content.omitted > 0
            ? h(
                Text,
                { style: muted },
                h(
                  Link,
                  { href: briefingLink(publicUrl, briefing.id), style: link },
                  `and ${content.omitted} more in the briefing`,
                ),
              )
            : null,
          ...content.sites.map((site) =>
            h(
              Section,
              { key: site.id },
              h(
                Heading,
                { as: 'h2', style: h2 },
                `${site.name}: ${site.count} within ${Math.round(site.radiusKm)} km`,
              ),
              site.incidents.length === 0
                ? h(Text, { style: small }, 'Nothing near this site in the period.')
                : null,
              ...site.incidents.map((incident) =>
                h(
                  Text,
                  { key: incident.id, style: small },
                  h(
                    Link,
                    { href: incidentLink(publicUrl, incident.id), style: link },
                    incident.summary,
                  ),
                  ` · ${incident.distanceKm.toFixed(1)} km · impact ${incident.impact} ${incident.impactLabel}`,
                ),
              ),
            ),
          ),
          content.news.length > 0 ? h(Heading, { as: 'h2', style: h2 }, 'News') : null,
          ...content.news.map((taxonomy) =>
            h(
              Section,
              { key: taxonomy.taxonomyId },
              h(
                Text,
                { style: { ...small, fontWeight: 600 } },
                `${taxonomy.name} (${taxonomy.count})`,
              ),
              ...taxonomy.headlines.map((headline) =>
                h(
                  Text,
                  { key: headline.id, style: { ...small, marginLeft: '10px' } },
                  /^https?:\/\//.test(headline.url)
                    ? h(Link, { href: headline.url, style: link }, headline.title)
                    : headline.title,
                ),
              ),
            ),
          ),
          h(Hr, null),
          h(
            Text,
            { style: muted },
            'Sent by Watchfloor. ',
            h(
              Link,
              { href: briefingLink(publicUrl, briefing.id), style: link },
              'Open the briefing',
            ),
          ),
        ),
      ),
    ),
  );
}

export async function renderBriefingEmail(briefing: Briefing, publicUrl: string, map?: DrawnMap) {
  const element = h(BriefingEmail, { briefing, publicUrl, map });
  return {
    subject: `Briefing: ${briefing.params.title} · ${briefing.content.totals.count} incident${briefing.content.totals.count === 1 ? '' : 's'}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
