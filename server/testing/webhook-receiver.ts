import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A webhook endpoint for tests: keeps every request (headers and raw body), answers each with
 * the next scripted answer (a status, or `hang` to hold the request open), 200 once the script
 * runs out, and checks signatures as a receiver would, with standardwebhooks' `verify`.
 */

export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The next answers, in order. */
  script: (number | 'hang')[];
  /** Called when a request arrives, before it is answered. */
  onRequest?: (webhook: ReceivedWebhook) => void;
  /** The payload if the signature verifies with this secret; throws otherwise. */
  verify(webhook: ReceivedWebhook, secret: string): { type: string; data: Record<string, unknown> };
  /** Answers the held requests with 200. */
  release(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held: ServerResponse[] = [];
  const receiver = {
    received: [] as ReceivedWebhook[],
    script: [] as (number | 'hang')[],
    onRequest: undefined as ((webhook: ReceivedWebhook) => void) | undefined,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const webhook = {
        id: headers['webhook-id'] ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.received.push(webhook);
      receiver.onRequest?.(webhook);
      const answer = receiver.script.shift() ?? 200;
      if (answer === 'hang') {
        held.push(response);
        return;
      }
      response.writeHead(answer, { 'Content-Type': 'text/plain' }).end(String(answer));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    verify(webhook: ReceivedWebhook, secret: string) {
      return new Webhook(secret).verify(webhook.body, webhook.headers) as {
        type: string;
        data: Record<string, unknown>;
      };
    },
    release() {
      for (const response of held.splice(0)) {
        if (!response.destroyed) response.writeHead(200).end('ok');
      }
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}
