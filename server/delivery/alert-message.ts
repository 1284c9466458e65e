import type { DeliveryWork } from './delivery-store.ts';

/**
 * What an alert says beyond the app, the same for a webhook's JSON and an email: the incident's
 * key fields, why it matched (site or area, distance, the site's time zone), and a link straight
 * to the incident in the dashboard.
 */
export interface AlertMessage {
  /** The delivery's id: the webhook-id and the email's Message-ID, the same on every attempt. */
  id: string;
  type: 'watch.alert' | 'watch.test';
  watch: { id: string; name: string };
  alert: { id: string; kind: 'new' | 'updated'; changes: string[]; createdAt: string };
  incident: {
    id: string;
    summary: string;
    category: string;
    type: string;
    impact: { rating: number; label: string };
    position: { latitude: number; longitude: number };
    countries: string[];
    startedAt: string;
    updatedAt: string;
    url: string;
  };
  places: {
    type: 'site' | 'area';
    id: string;
    name: string;
    distanceMetres: number;
    /** A site's IANA zone; null for areas. */
    timeZone: string | null;
  }[];
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const incidentLink = (publicUrl: string, incidentId: string) =>
  `${publicUrl}/incidents/${encodeURIComponent(incidentId)}`;

export function alertMessageOf(work: DeliveryWork, publicUrl: string): AlertMessage {
  const { snapshot } = work;
  return {
    id: work.id,
    type: 'watch.alert',
    watch: { id: work.watch_id, name: work.watch_name },
    alert: {
      id: work.alert_id,
      kind: work.alert_kind,
      changes: work.changes,
      createdAt: work.alert_created_at.toISOString(),
    },
    incident: {
      id: work.incident_id,
      summary: snapshot.summary,
      category: snapshot.category.name,
      type: snapshot.type,
      impact: snapshot.impact,
      position: snapshot.position,
      countries: snapshot.countries.map((country) => country.name),
      startedAt: iso(snapshot.startedAt),
      updatedAt: iso(snapshot.updatedAt),
      url: incidentLink(publicUrl, work.incident_id),
    },
    places: work.reasons.map((reason) => ({
      type: reason.type,
      id: reason.id,
      name: reason.name,
      distanceMetres: reason.distanceMetres,
      timeZone: reason.type === 'site' ? (work.site_zones[reason.id] ?? null) : null,
    })),
  };
}

/** What the Test button sends: plainly marked as a test, with a made-up incident. */
export function sampleMessage(
  id: string,
  watch: { id: string; name: string; timeZone: string },
  publicUrl: string,
  at: Date,
): AlertMessage {
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    id,
    type: 'watch.test',
    watch: { id: watch.id, name: watch.name },
    alert: {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'new',
      changes: [],
      createdAt: at.toISOString(),
    },
    incident: {
      id: 'IN-0',
      summary: 'Test from Watchfloor: this watch’s alerts will arrive like this',
      category: 'Test',
      type: 'Test',
      impact: { rating: 1, label: 'Minimal' },
      position: { latitude: 48.8566, longitude: 2.3522 },
      countries: [],
      startedAt: iso(seconds),
      updatedAt: iso(seconds),
      url: `${publicUrl}/incidents`,
    },
    places: [
      {
        type: 'site',
        id: '00000000-0000-4000-8000-000000000000',
        name: 'A site of yours',
        distanceMetres: 1200,
        timeZone: watch.timeZone,
      },
    ],
  };
}

/** The webhook's JSON body, in the Standard Webhooks shape ({ type, timestamp, data }). */
export const webhookBody = (message: { type: string }, at: Date) =>
  JSON.stringify({ type: message.type, timestamp: at.toISOString(), data: message });
