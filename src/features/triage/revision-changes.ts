import {
  changedSnapshotFields,
  type IncidentSnapshot,
  type SnapshotField,
} from '../../../contract/triage/snapshot';
import { formatDateTime } from '@/lib/time/format-time';

const EARTH_RADIUS_KM = 6371;

function kilometresBetween(a: IncidentSnapshot['position'], b: IncidentSnapshot['position']) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const impactOf = (snapshot: IncidentSnapshot) =>
  snapshot.impact.rating < 0 ? 'unknown' : `${snapshot.impact.rating} ${snapshot.impact.label}`;

function describe(field: SnapshotField, before: IncidentSnapshot, after: IncidentSnapshot) {
  switch (field) {
    case 'summary':
      return `Title: “${before.summary}” → “${after.summary}”`;
    case 'category':
      return `Category: ${before.category.name} → ${after.category.name}`;
    case 'type':
      return `Type: ${before.type} → ${after.type}`;
    case 'impact':
      return `Impact: ${impactOf(before)} → ${impactOf(after)}`;
    case 'countries':
      return `Countries: ${before.countries.map((one) => one.name).join(', ') || 'none'} → ${after.countries.map((one) => one.name).join(', ') || 'none'}`;
    case 'position': {
      const km = kilometresBetween(before.position, after.position);
      return `Moved ${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
    }
    case 'startedAt':
      return `Start: ${formatDateTime(before.startedAt * 1000)} → ${formatDateTime(after.startedAt * 1000)}`;
    case 'ended':
      return after.isOngoing ? 'Ongoing again' : `Ended ${formatDateTime(after.endedAt * 1000)}`;
    case 'casualties':
      return `Casualties: ${before.casualties} → ${after.casualties}`;
    case 'references':
      return `References: ${before.references} → ${after.references}`;
  }
}

/** What the vendor's revisions changed since the revision the team last looked at, in words. */
export function revisionChanges(seen: IncidentSnapshot, now: IncidentSnapshot): string[] {
  return changedSnapshotFields(seen, now).map((field) => describe(field, seen, now));
}
