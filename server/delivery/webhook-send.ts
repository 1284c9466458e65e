import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhookBody } from './alert-message.ts';
import { hostOf, isAllowedHost, isPrivateAddress } from './webhook-address.ts';

/**
 * One signed POST of an alert to a webhook endpoint (Standard Webhooks: `webhook-id` is the
 * delivery's id, the same on every retry so the receiver can drop repeats; `webhook-timestamp`;
 * `webhook-signature` with the endpoint's secret). Redirects are not followed (a 3xx is a
 * failure). The address connected to is checked as it is resolved, inside the connection, so a
 * name that resolved to a public address when the watch was saved cannot be pointed at this
 * network later (DNS rebinding).
 */

export interface SendOutcome {
  succeeded: boolean;
  /** The HTTP status (or SMTP reply code) when there was an answer. */
  responseCode: number | null;
  error: string | null;
  durationMs: number;
  /** 410 Gone: the receiver asks for nothing more. */
  gone?: boolean;
}

/** Refuses, at connection time, addresses a webhook must not reach. */
export const guardedLookup =
  (allow: readonly string[]): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const allowed = isAllowedHost(hostname.toLowerCase(), allow);
      const refused = allowed ? undefined : list.find((entry) => isPrivateAddress(entry.address));
      if (refused) {
        const denied = Object.assign(
          new Error(`${hostname} resolved to ${refused.address}, a private address: not sent`),
          { code: 'EPRIVATEADDRESS' },
        );
        return callback(denied, '', 4);
      }
      if (options.all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };

const MAX_ANSWER_BYTES = 64 * 1024;

export async function sendWebhook(input: {
  url: string;
  secret: string;
  /** The JSON's `data`: its `id` is the webhook-id, its `type` the JSON's `type`. */
  message: { id: string; type: string };
  allow: readonly string[];
  timeoutMs: number;
  now: Date;
}): Promise<SendOutcome> {
  const started = performance.now();
  const finish = (outcome: Omit<SendOutcome, 'durationMs'>): SendOutcome => ({
    ...outcome,
    durationMs: performance.now() - started,
  });
  const url = new URL(input.url);
  const host = hostOf(url);
  // An IP literal is not looked up: check it here.
  if (isIP(host) && !isAllowedHost(host, input.allow) && isPrivateAddress(host)) {
    return finish({
      succeeded: false,
      responseCode: null,
      error: `${host} is a private address: not sent`,
    });
  }
  const body = webhookBody(input.message, input.now);
  const signature = new Webhook(input.secret).sign(input.message.id, input.now, body);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(input.allow),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Watchfloor-Webhooks/1',
          'webhook-id': input.message.id,
          'webhook-timestamp': String(Math.floor(input.now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        timeout: input.timeoutMs,
        signal: AbortSignal.timeout(input.timeoutMs),
      },
      (response) => {
        const code = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve(
            finish(
              code >= 200 && code < 300
                ? { succeeded: true, responseCode: code, error: null }
                : {
                    succeeded: false,
                    responseCode: code,
                    error:
                      code >= 300 && code < 400
                        ? `The endpoint answered ${code} (a redirect, not followed)`
                        : `The endpoint answered ${code}`,
                    gone: code === 410,
                  },
            ),
          );
        response.once('end', done);
        response.once('close', done);
        response.once('error', done);
      },
    );
    request.once('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    );
    request.once('error', (error: NodeJS.ErrnoException) => {
      const timedOut =
        error.code === 'ETIMEDOUT' || error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve(
        finish({
          succeeded: false,
          responseCode: null,
          error: timedOut
            ? `No answer within ${Math.round(input.timeoutMs / 1000)} s`
            : error.code === 'EPRIVATEADDRESS'
              ? error.message
              : `Could not reach the endpoint (${error.code ?? error.message})`,
        }),
      );
    });
    request.end(body);
  });
}
