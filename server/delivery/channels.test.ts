import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Watch } from '../../contract/resources/watches.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { isPrivateAddress } from './webhook-address.ts';

/** A watch's webhook endpoints and email addresses, as saved and shown. */

let database: TestDatabase;
let server: TestServer;
let ana: string;
let ben: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE watches, sessions, users CASCADE');
  server = createTestServer(database.pool, {
    WATCHFLOOR_WEBHOOK_ALLOW: 'hooks.internal.test,127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  ben = await signedInCookie(database.pool, 'ben@team.example', 'Ben Colleague');
});

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  server.request(path, {
    cookie,
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

async function answer<T>(response: Response) {
  return (await response.json()) as { status: string; data: T };
}

const create = (fields: Record<string, unknown>) =>
  send(ana, 'POST', '/api/watchfloor/watches', {
    name: 'Near the office',
    filters: '/incidents',
    ...fields,
  });

describe('webhook endpoints and email addresses on a watch', () => {
  test('get a whsec_ secret each, shown only to who may change the watch, kept across saves', async () => {
    const created = await create({
      webhooks: ['http://127.0.0.1:9/hook', 'https://hooks.internal.test/a'],
      emails: ['Desk@Team.Example'],
    });
    expect(created.status).toBe(201);
    const watch = (await answer<Watch>(created)).data;
    expect(watch.emails).toEqual(['desk@team.example']);
    expect(watch.webhooks.map((hook) => hook.url)).toEqual([
      'http://127.0.0.1:9/hook',
      'https://hooks.internal.test/a',
    ]);
    const [first, second] = watch.webhooks;
    expect(first!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(second!.secret).not.toBe(first!.secret);

    const seenByBen = (
      await answer<Watch>(await send(ben, 'GET', `/api/watchfloor/watches/${watch.id}`))
    ).data;
    expect(seenByBen.webhooks.map((hook) => hook.secret)).toEqual([null, null]);

    const renamed = (
      await answer<Watch>(
        await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
          version: 1,
          name: 'Renamed',
        }),
      )
    ).data;
    expect(renamed.webhooks).toEqual(watch.webhooks);

    const dropped = (
      await answer<Watch>(
        await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
          version: 2,
          webhooks: ['https://hooks.internal.test/a'],
          emails: [],
        }),
      )
    ).data;
    expect(dropped.webhooks).toEqual([second]);
    expect(dropped.emails).toEqual([]);

    const history = await answer<{ events: { changes: Record<string, unknown> }[] }>(
      await send(ana, 'GET', `/api/watchfloor/watches/${watch.id}/history`),
    );
    expect(JSON.stringify(history.data)).not.toContain('whsec_');
    expect(history.data.events[0]!.changes).toMatchObject({
      webhooks: { from: watch.webhooks.map((hook) => hook.url) },
    });
  });

  test.each([
    ['http://10.1.2.3/hook', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'metadata'],
    ['http://[::1]:8080/', 'loopback'],
    ['http://[::ffff:192.168.1.1]/', 'private'],
    ['http://localhost:8080/', 'localhost'],
    ['http://127.0.0.2/', 'loopback'],
  ])('refuses %s (%s) unless WATCHFLOOR_WEBHOOK_ALLOW lists the host', async (url) => {
    const response = await create({ webhooks: ['https://hooks.internal.test/ok', url] });
    expect(response.status).toBe(422);
    const body = await answer<Record<string, string>>(response);
    expect(body.data['webhooks.1']).toMatch(/not allowed/);
  });

  test('refuses other schemes, credentials in the URL, repeats and too many', async () => {
    const problem = async (fields: Record<string, unknown>) => {
      const response = await create(fields);
      expect(response.status).toBe(422);
      return Object.entries((await answer<Record<string, string>>(response)).data)[0];
    };
    expect(await problem({ webhooks: ['ftp://hooks.internal.test/'] })).toEqual([
      'webhooks.0',
      'Give an http:// or https:// address.',
    ]);
    expect((await problem({ webhooks: ['https://user:pw@hooks.internal.test/'] }))![1]).toMatch(
      /passwords/,
    );
    expect(
      await problem({ webhooks: ['https://hooks.internal.test/', 'https://hooks.internal.test/'] }),
    ).toEqual(['webhooks', 'Each endpoint once.']);
    expect(
      (await problem({
        webhooks: Array.from({ length: 6 }, (_, n) => `https://hooks.internal.test/${n}`),
      }))![1],
    ).toMatch(/At most 5/);
    expect((await problem({ emails: ['not an address'] }))![0]).toBe('emails.0');
  });

  test('email needs SMTP_URL', async () => {
    server = createTestServer(database.pool, {});
    const response = await create({ emails: ['desk@team.example'] });
    expect(response.status).toBe(422);
    expect((await answer<Record<string, string>>(response)).data).toEqual({
      'emails.0': 'This server sends no email (SMTP_URL is not set).',
    });
  });
});

test('private, loopback, link-local and metadata addresses are told apart from public ones', () => {
  for (const address of [
    '10.0.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
  ]) {
    expect(isPrivateAddress(address), address).toBe(true);
  }
  for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '172.32.0.1']) {
    expect(isPrivateAddress(address), address).toBe(false);
  }
});
