import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { answeredAlready } from './answered-already.ts';

/**
 * A handler that writes its answer to Node's response itself, then returns answeredAlready():
 * the browser gets exactly what was written, whatever `Response` is global. The listener is made
 * first, and its default replaces the global with the adapter's own lightweight class, so the
 * answer is made of that class, as in a server whose modules loaded after a listener started.
 */

let close = () => {};
afterEach(() => close());

async function listen() {
  const server = createAdaptorServer({
    // Async, as the app's fetch is.
    fetch: async (_request: Request, env: unknown) => {
      const { outgoing } = env as HttpBindings;
      await Promise.resolve();
      outgoing.writeHead(200, { 'Content-Type': 'text/plain' });
      outgoing.write('written ');
      setTimeout(() => outgoing.end('by the handler'), 20);
      return answeredAlready();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

test('the answer a handler wrote is all the browser gets, with the adapter’s Response global', async () => {
  const url = await listen();
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('written by the handler');
  // A second answer: made afresh, never a shared object whose headers earlier answers changed.
  expect(await (await fetch(url)).text()).toBe('written by the handler');
});
