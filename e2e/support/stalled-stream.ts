import type { Page } from '@playwright/test';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A connection that stalls partway through a newline-delimited answer: the page's next request
 * matching `path` goes through a local proxy (by `route.continue({ url })`, which the page
 * cannot observe) that passes the server's answer through until `lines` lines have gone, then
 * sends nothing more until the page gives up on it.
 *
 * A throttled connection raced the test instead: whether the answer was still coming when the
 * test clicked depended on how busy the machine was (on a slower one it had ended first).
 */
export async function stallAfterLines(page: Page, path: string, lines: number) {
  /** The server the page asked, known once it asks. */
  let target = new URL('http://127.0.0.1');
  const proxy = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      host: target.host,
      // Whole lines can be counted only in plain text.
      'accept-encoding': 'identity',
    };
    const upstream = request(
      new URL(incoming.url!, target.origin),
      { method: incoming.method, headers },
      (answer) => {
        const { 'content-length': _length, ...passed } = answer.headers;
        outgoing.writeHead(answer.statusCode!, passed);
        let sent = 0;
        answer.on('data', (chunk: Buffer) => {
          let end = 0;
          while (sent < lines) {
            const newline = chunk.indexOf(0x0a, end);
            if (newline < 0) break;
            end = newline + 1;
            sent += 1;
          }
          if (sent < lines) end = chunk.length;
          if (end > 0) outgoing.write(chunk.subarray(0, end));
          // Held from here: the rest is read from the server and dropped.
        });
      },
    );
    outgoing.on('close', () => upstream.destroy());
    upstream.on('error', () => outgoing.destroy());
    upstream.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      const url = new URL(route.request().url());
      target = new URL(url.origin);
      url.host = `127.0.0.1:${port}`;
      return route.continue({ url: url.href });
    },
    { times: 1 },
  );
  const close = () => {
    proxy.closeAllConnections();
    proxy.close();
  };
  // Closed with the page too, should the test end before it closes the proxy itself.
  page.once('close', close);
  return { close };
}
