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
import { createElement as h, type ReactNode } from 'react';
import type { AlertMessage } from './alert-message.ts';
import type { DigestMessage } from './digest-message.ts';

/**
 * An alert as an email (React Email, rendered on the server; plain createElement so the
 * server's build needs no JSX): what happened, its category and impact, the place and the
 * distance to it, the time in the site's zone and in UTC, and a link straight to the incident.
 */

export function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const distanceText = (metres: number) =>
  metres === 0
    ? 'inside'
    : metres < 1000
      ? `${Math.round(metres)} m away`
      : `${(metres / 1000).toFixed(1)} km away`;

export function subjectOf(message: AlertMessage): string {
  const what = message.alert.kind === 'updated' ? 'Updated' : 'New';
  const prefix = message.type === 'watch.test' ? '[Test] ' : '';
  return `${prefix}${what}: ${message.incident.summary} (${message.incident.category}, impact ${message.incident.impact.rating}) · ${message.watch.name}`;
}

const muted = { color: '#555', fontSize: '13px', margin: '2px 0' };
const line = (label: string, value: ReactNode) =>
  h(Text, { style: { margin: '4px 0', fontSize: '14px' } }, h('strong', null, `${label}: `), value);

function AlertEmail({ message }: { message: AlertMessage }) {
  const { incident } = message;
  const utc = `${timeIn(incident.updatedAt, 'UTC')} UTC`;
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, incident.summary),
    h(
      Body,
      { style: { fontFamily: 'system-ui, sans-serif', backgroundColor: '#f6f6f6' } },
      h(
        Container,
        { style: { backgroundColor: '#fff', padding: '20px', maxWidth: '600px' } },
        h(Text, { style: muted }, `Watch “${message.watch.name}”`),
        h(Heading, { as: 'h1', style: { fontSize: '20px' } }, incident.summary),
        line('Category', `${incident.category} (${incident.type})`),
        line('Impact', `${incident.impact.rating} · ${incident.impact.label}`),
        message.alert.kind === 'updated' && message.alert.changes.length > 0
          ? line('Revised', message.alert.changes.join(', '))
          : null,
        incident.countries.length > 0 ? line('Country', incident.countries.join(', ')) : null,
        line('Reported', utc),
        h(
          Section,
          null,
          ...message.places.map((place) =>
            h(
              Text,
              { key: `${place.type}:${place.id}`, style: { margin: '6px 0', fontSize: '14px' } },
              h('strong', null, place.name),
              ` — ${distanceText(place.distanceMetres)}`,
              place.timeZone
                ? ` · ${timeIn(incident.updatedAt, place.timeZone)} ${place.timeZone} (${utc})`
                : null,
            ),
          ),
        ),
        h(
          Text,
          null,
          h(
            Link,
            { href: incident.url, style: { color: '#0b5cad', fontWeight: 600 } },
            `Open ${incident.id} in Watchfloor`,
          ),
        ),
        h(Hr, null),
        h(
          Text,
          { style: muted },
          `Sent by Watchfloor for the watch “${message.watch.name}”. Delivery ${message.id}.`,
        ),
      ),
    ),
  );
}

export async function renderAlertEmail(message: AlertMessage) {
  const element = h(AlertEmail, { message });
  return {
    subject: subjectOf(message),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

function DigestEmail({ digest }: { digest: DigestMessage }) {
  const zone = digest.period.timeZone;
  const period = `${timeIn(digest.period.start, zone)} – ${timeIn(digest.period.end, zone)} ${zone}`;
  const incidentLine = (incident: DigestMessage['top'][number], extra = '') =>
    h(
      Text,
      { key: incident.id, style: { margin: '4px 0', fontSize: '14px' } },
      h(Link, { href: incident.url, style: { color: '#0b5cad' } }, incident.summary),
      ` · ${incident.category} · impact ${incident.impact.rating}${extra}`,
    );
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, `${digest.incidents} incidents for “${digest.watch.name}”`),
    h(
      Body,
      { style: { fontFamily: 'system-ui, sans-serif', backgroundColor: '#f6f6f6' } },
      h(
        Container,
        { style: { backgroundColor: '#fff', padding: '20px', maxWidth: '600px' } },
        h(Text, { style: muted }, `Digest of the watch “${digest.watch.name}”`),
        h(
          Heading,
          { as: 'h1', style: { fontSize: '20px' } },
          `${digest.incidents} incident${digest.incidents === 1 ? '' : 's'}`,
        ),
        h(Text, { style: muted }, `${period} (UTC ${digest.period.start} – ${digest.period.end})`),
        line(
          'By category',
          digest.byCategory.map((entry) => `${entry.category} ${entry.count}`).join(' · '),
        ),
        line(
          'By impact',
          digest.byImpact
            .map((entry) => `${entry.rating} ${entry.label}: ${entry.count}`)
            .join(' · '),
        ),
        h(Heading, { as: 'h2', style: { fontSize: '16px' } }, 'Top incidents'),
        ...digest.top.map((incident) => incidentLine(incident)),
        ...digest.sites.flatMap((site) => [
          h(Heading, { key: `h:${site.id}`, as: 'h2', style: { fontSize: '16px' } }, site.name),
          ...site.incidents.map((incident) =>
            incidentLine(incident, ` · ${distanceText(incident.distanceMetres)}`),
          ),
        ]),
        h(Hr, null),
        h(Text, { style: muted }, `Sent by Watchfloor. Delivery ${digest.id}.`),
      ),
    ),
  );
}

export async function renderDigestEmail(digest: DigestMessage) {
  const element = h(DigestEmail, { digest });
  return {
    subject: `Digest: ${digest.incidents} incident${digest.incidents === 1 ? '' : 's'} · ${digest.watch.name}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
