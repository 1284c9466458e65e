import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { requestUpstream } from './upstream-request.ts';

const LIMITS = { timeoutMs: 2_000, maxBytes: 1_000_000 };
const ANSWER = '{"status":"success","data":[]}';

/**
 * A minimal HTTP/1.1 upstream that answers the first request on each connection and keeps it
 * open, then closes the connection the moment a second request arrives on it: the upstream
 * closing an idle connection just as the client reuses it. `close` says how.
 */
function closingUpstream(close: (socket: net.Socket) => void) {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    let served = false;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      if (!chunk.toString('latin1').includes('\r\n\r\n')) return;
      if (served) return close(socket);
      served = true;
      socket.write(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${ANSWER.length}\r\nConnection: keep-alive\r\n\r\n${ANSWER}`,
      );
    });
  });
  return {
    server,
    connections: () => connections,
    listen: () =>
      new Promise<URL>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          resolve(new URL(`http://127.0.0.1:${port}/incidents`));
        }),
      ),
  };
}

let upstream: ReturnType<typeof closingUpstream> | undefined;
afterEach(() => {
  upstream?.server.close();
  upstream = undefined;
});

describe('a kept-alive connection the upstream closed', () => {
  test.each([
    ['reset', (socket: net.Socket) => socket.resetAndDestroy()],
    ['ended without an answer', (socket: net.Socket) => socket.end()],
  ])('%s: a GET is sent again on a fresh connection and answered', async (_how, close) => {
    upstream = closingUpstream(close);
    const url = await upstream.listen();
    const init = { method: 'GET', headers: { Accept: 'application/json' } };
    const first = await requestUpstream(url, init, LIMITS);
    expect(first.ok).toBe(true);
    const second = await requestUpstream(url, init, LIMITS);
    expect(second).toMatchObject({ ok: true, status: 200 });
    expect(second.ok && second.body.toString()).toBe(ANSWER);
    expect(upstream.connections()).toBe(2);
  });

  test('a POST is not sent twice: the failure is reported', async () => {
    upstream = closingUpstream((socket) => socket.resetAndDestroy());
    const url = await upstream.listen();
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
    expect((await requestUpstream(url, init, LIMITS)).ok).toBe(true);
    const second = await requestUpstream(url, init, LIMITS);
    expect(second).toMatchObject({
      ok: false,
      failure: { kind: 'unreachable', code: 'ECONNRESET' },
    });
    expect(upstream.connections()).toBe(1);
  });
});
