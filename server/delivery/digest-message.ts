import type { AlertReason } from '../../contract/resources/watches.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
import { incidentLink } from './alert-message.ts';

/**
 * A watch's digest for one period: counts by category and impact, the top incidents (highest
 * impact first), and a section per site with what happened near it. Each incident once, as its
 * latest revision in the period. The same for a webhook's JSON and an email.
 */

const TOP_INCIDENTS = 10;
const PER_SITE = 10;

interface DigestIncident {
  id: string;
  summary: string;
  category: string;
  impact: { rating: number; label: string };
  updatedAt: string;
  url: string;
}

export interface DigestMessage {
  /** The delivery's id: the webhook-id and the email's Message-ID. */
  id: string;
  type: 'watch.digest';
  watch: { id: string; name: string };
  period: { start: string; end: string; timeZone: string };
  incidents: number;
  byCategory: { category: string; count: number }[];
  byImpact: { rating: number; label: string; count: number }[];
  top: DigestIncident[];
  sites: {
    id: string;
    name: string;
    incidents: (DigestIncident & { distanceMetres: number })[];
  }[];
}

export function digestMessageOf(input: {
  id: string;
  watch: { id: string; name: string; timeZone: string };
  period: { start: Date; end: Date };
  alerts: readonly { incident_id: string; reasons: AlertReason[]; snapshot: IncidentSnapshot }[];
  publicUrl: string;
}): DigestMessage {
  const latest = new Map<string, (typeof input.alerts)[number]>();
  for (const alert of input.alerts) latest.set(alert.incident_id, alert);
  const incidents = [...latest.values()];
  const incidentOf = (alert: (typeof incidents)[number]): DigestIncident => ({
    id: alert.incident_id,
    summary: alert.snapshot.summary,
    category: alert.snapshot.category.name,
    impact: alert.snapshot.impact,
    updatedAt: new Date(alert.snapshot.updatedAt * 1000).toISOString(),
    url: incidentLink(input.publicUrl, alert.incident_id),
  });
  const byImpactThenTime = (
    a: { impact: { rating: number }; updatedAt: string },
    b: { impact: { rating: number }; updatedAt: string },
  ) => b.impact.rating - a.impact.rating || b.updatedAt.localeCompare(a.updatedAt);
  const count = <Key>(keyOf: (alert: (typeof incidents)[number]) => Key) => {
    const counts = new Map<Key, number>();
    for (const alert of incidents) counts.set(keyOf(alert), (counts.get(keyOf(alert)) ?? 0) + 1);
    return counts;
  };
  const sites = new Map<string, DigestMessage['sites'][number]>();
  for (const alert of incidents) {
    for (const reason of alert.reasons.filter((r) => r.type === 'site')) {
      const site = sites.get(reason.id) ?? { id: reason.id, name: reason.name, incidents: [] };
      site.incidents.push({ ...incidentOf(alert), distanceMetres: reason.distanceMetres });
      sites.set(reason.id, site);
    }
  }
  return {
    id: input.id,
    type: 'watch.digest',
    watch: { id: input.watch.id, name: input.watch.name },
    period: {
      start: input.period.start.toISOString(),
      end: input.period.end.toISOString(),
      timeZone: input.watch.timeZone,
    },
    incidents: incidents.length,
    byCategory: [...count((alert) => alert.snapshot.category.name)]
      .map(([category, n]) => ({ category, count: n }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    byImpact: [...count((alert) => alert.snapshot.impact.rating)]
      .map(([rating, n]) => ({
        rating,
        label: incidents.find((alert) => alert.snapshot.impact.rating === rating)!.snapshot.impact
          .label,
        count: n,
      }))
      .sort((a, b) => b.rating - a.rating),
    top: incidents.map(incidentOf).sort(byImpactThenTime).slice(0, TOP_INCIDENTS),
    sites: [...sites.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((site) => ({
        ...site,
        incidents: site.incidents.sort(byImpactThenTime).slice(0, PER_SITE),
      })),
  };
}
