import pg from 'pg';
import { snapshotOf, type SnapshotSource } from '../../contract/triage/snapshot.ts';
import { incidentApi } from './api.ts';
import { e2eDatabaseUrl } from './servers.ts';

/**
 * Alerts as the watcher stores them, written straight into the server's database: the run's
 * reference service holds its incidents still, so no new one would ever match a watch. The
 * alert is visible at once (it takes the next event sequence), so the live stream sends it.
 */
export async function insertAlert(
  token: string,
  options: {
    watchId: string;
    incidentId: string;
    kind?: 'new' | 'updated';
    changes?: string[];
    reasons?: { type: 'site' | 'area'; id: string; name: string; distanceMetres: number }[];
  },
) {
  // The incident API answers one incident as itself, not in a JSend envelope.
  const incident = await incidentApi<SnapshotSource>(token, `/incidents/${options.incidentId}`);
  const snapshot = snapshotOf(incident);
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO alerts (watch_id, incident_id, incident_updated_at, kind, changes, reasons,
                           snapshot, created_at, sequence)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), nextval('alert_events_seq'))`,
      [
        options.watchId,
        options.incidentId,
        snapshot.updatedAt,
        options.kind ?? 'new',
        options.changes ?? [],
        JSON.stringify(options.reasons ?? []),
        JSON.stringify(snapshot),
      ],
    );
  } finally {
    await client.end();
  }
  return snapshot;
}
