import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createSessionApi } from './session-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sessionBody = {
  status: 'success',
  data: {
    user: { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: true },
    expiresAt: '2026-11-23T09:00:00Z',
    idleExpiresAt: '2026-11-22T17:00:00+00:00',
    idleTimeoutSeconds: 28_800,
  },
};

test('GET /session: who is signed in and until when, read from the answer', async () => {
  server.use(http.get('/session', () => HttpResponse.json(sessionBody)));
  expect(await createSessionApi().current()).toEqual({
    state: 'signed-in',
    session: {
      user: { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: true },
      expiresAt: Date.UTC(2026, 10, 23, 9),
      idleExpiresAt: Date.UTC(2026, 10, 22, 17),
      idleTimeoutSeconds: 28_800,
    },
  });
});

test('GET /session: a 401 is signed out; a 503, an odd body or no answer is not known', async () => {
  const api = createSessionApi();
  server.use(
    http.get('/session', () =>
      HttpResponse.json({ status: 'fail', data: { session: 'No session' } }, { status: 401 }),
    ),
  );
  expect(await api.current()).toEqual({ state: 'signed-out' });
  server.use(
    http.get('/session', () =>
      HttpResponse.json({ status: 'error', message: 'Database down' }, { status: 503 }),
    ),
  );
  expect(await api.current()).toEqual({ state: 'unknown' });
  server.use(http.get('/session', () => HttpResponse.json({ status: 'success', data: {} })));
  expect(await api.current()).toEqual({ state: 'unknown' });
  server.use(http.get('/session', () => HttpResponse.error()));
  expect(await api.current()).toEqual({ state: 'unknown' });
});

test('signing out deletes /session, everywhere deletes /sessions; failures are reported', async () => {
  const deleted: string[] = [];
  server.use(
    http.delete('/session', ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return HttpResponse.json({ status: 'success', data: null });
    }),
    http.delete('/sessions', ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return HttpResponse.json({ status: 'success', data: { ended: 3 } });
    }),
  );
  const api = createSessionApi();
  expect(await api.end('this')).toBe(true);
  expect(await api.end('everywhere')).toBe(true);
  expect(deleted).toEqual(['/session', '/sessions']);

  server.use(http.delete('/session', () => HttpResponse.error()));
  expect(await api.end('this')).toBe(false);
  server.use(
    http.delete('/session', () =>
      HttpResponse.json({ status: 'error', message: 'Database down' }, { status: 503 }),
    ),
  );
  expect(await api.end('this')).toBe(false);
  // No session left to end is what signing out everywhere asked for.
  server.use(
    http.delete('/sessions', () =>
      HttpResponse.json({ status: 'fail', data: { session: 'No session' } }, { status: 401 }),
    ),
  );
  expect(await api.end('everywhere')).toBe(true);
});
