import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { auditHistory, changedFields, recordAudit } from './audit.ts';
import { purgeDeleted } from './purge-deleted.ts';
import { UNDO_WINDOW_SECONDS } from './undo-window.ts';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE audit_events, sessions, users CASCADE');
  server = createTestServer(database.pool, { WATCHFLOOR_ADMINS: 'lead@team.example' });
});

describe('the team', () => {
  test('is everyone who has signed in, admins marked, and needs a session', async () => {
    const none = await server.request('/api/watchfloor/team');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });

    const cookie = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
    await signedInCookie(database.pool, 'lead@team.example', 'Lee Lead');
    const response = await server.request('/api/watchfloor/team', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      data: { members: { email: string; admin: boolean }[] };
    };
    expect(body.data.members.map((m) => [m.email, m.admin])).toEqual([
      ['ana@team.example', false],
      ['lead@team.example', true],
    ]);
  });

  test('an unknown workspace address is a JSend 404, not the app', async () => {
    const cookie = await signedInCookie(database.pool, 'ana@team.example');
    const response = await server.request('/api/watchfloor/nothing-here', { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'fail' });
  });
});

describe('the audit history', () => {
  test('keeps who changed what, newest first', async () => {
    await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
    const before = { name: 'Lagos office', radius: 5 };
    const after = { name: 'Lagos HQ', radius: 5 };
    await recordAudit(database.pool, {
      objectType: 'site',
      objectId: 'x',
      action: 'created',
      actorEmail: 'ana@team.example',
      at: new Date('2026-11-25T10:00:00Z'),
      changes: before,
    });
    await recordAudit(database.pool, {
      objectType: 'site',
      objectId: 'x',
      action: 'updated',
      actorEmail: 'ana@team.example',
      at: new Date('2026-11-25T11:00:00Z'),
      changes: changedFields(before, after, ['name', 'radius']),
    });
    const events = await auditHistory(database.pool, 'site', 'x');
    expect(events.map((e) => e.action)).toEqual(['updated', 'created']);
    expect(events[0]!.changes).toEqual({ name: { from: 'Lagos office', to: 'Lagos HQ' } });
    expect(events[0]!.actor).toEqual({ email: 'ana@team.example', name: 'Ana Analyst' });
  });
});

describe('purging deleted objects', () => {
  test('removes only rows deleted longer ago than the undo window', async () => {
    await database.pool.query(
      'CREATE TABLE IF NOT EXISTS purge_probe (id int PRIMARY KEY, deleted_at timestamptz)',
    );
    const now = new Date('2026-11-25T12:00:00Z');
    const longAgo = new Date(now.getTime() - (UNDO_WINDOW_SECONDS + 1) * 1000);
    const justNow = new Date(now.getTime() - 60 * 1000);
    await database.pool.query(
      'INSERT INTO purge_probe VALUES (1, $1), (2, $2), (3, NULL) ON CONFLICT DO NOTHING',
      [longAgo, justNow],
    );
    expect(await purgeDeleted(database.pool, now, ['purge_probe'])).toBe(1);
    const { rows } = await database.pool.query('SELECT id FROM purge_probe ORDER BY id');
    expect(rows.map((r: { id: number }) => r.id)).toEqual([2, 3]);
    await expect(purgeDeleted(database.pool, now, ['x; DROP TABLE users'])).rejects.toThrow();
  });
});
