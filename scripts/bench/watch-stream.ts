import { rm } from 'node:fs/promises';
import { demoCredentials } from '../../reference-service/demo-accounts.ts';
import { signInCookie } from './page-bench.ts';

/**
 * The watches benchmarks' common start: the demo analyst signs in to the server at `serverUrl`,
 * makes a watch on every incident (with `channels`: webhooks, emails) and opens the live alert
 * stream as a tab does. Answers the stream's reader; `signal` ends the stream.
 */
export async function watchEverythingStream(
  serverUrl: string,
  label: string,
  signal: AbortSignal,
  channels: { webhooks?: string[]; emails?: string[] } = {},
): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const cookie = await signInCookie(serverUrl, demoCredentials());
  const headers = {
    Cookie: `${cookie.name}=${cookie.value}`,
    Origin: serverUrl,
    'Content-Type': 'application/json',
  };
  const made = await fetch(`${serverUrl}/api/watchfloor/watches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Everything (${label} ${Date.now()})`,
      filters: '/incidents',
      ...channels,
    }),
  });
  if (made.status !== 201) {
    throw new Error(`making the watch answered ${made.status}: ${await made.text()}`);
  }
  const events = await fetch(`${serverUrl}/api/watchfloor/events`, { headers, signal });
  if (!events.ok || !events.body) throw new Error(`the event stream answered ${events.status}`);
  return (events.body as ReadableStream<Uint8Array>).getReader();
}

/**
 * A data folder emptied for this run: watches an earlier run left would match every incident
 * too, and send to webhook receivers long gone (their failed retries were part of what the
 * memory benchmark measured).
 */
export async function freshDataDir(name: string): Promise<string> {
  const folder = `.data/${name}`;
  await rm(folder, { recursive: true, force: true });
  return folder;
}
