import { randomUUID } from 'node:crypto';
import type { ServerDeps } from '../deps.ts';
import type { WatchRow } from '../watches/watch-store.ts';
import { sampleMessage } from './alert-message.ts';
import { renderAlertEmail } from './alert-email.ts';
import { createMailer, sendEmail } from './email-send.ts';
import { sendWebhook } from './webhook-send.ts';

/**
 * The Test button: a sample alert, plainly marked as a test, to each of a watch's webhook
 * endpoints and email addresses at once (not queued, not retried), and what each one did.
 */
export async function testChannels(deps: ServerDeps, row: WatchRow) {
  const { delivery } = deps.config;
  const publicUrl = deps.config.publicUrl ?? `http://${deps.config.host}:${deps.config.port}`;
  const now = deps.now();
  const mailer =
    delivery.smtpUrl && row.channels.some((channel) => channel.kind === 'email')
      ? createMailer(delivery.smtpUrl, delivery.webhookTimeoutMs)
      : undefined;
  try {
    return await Promise.all(
      row.channels.map(async (channel) => {
        const message = sampleMessage(
          randomUUID(),
          { id: row.id, name: row.name, timeZone: row.time_zone },
          publicUrl,
          now,
        );
        const outcome =
          channel.kind === 'webhook'
            ? await sendWebhook({
                url: channel.target,
                secret: channel.secret!,
                message,
                allow: delivery.webhookAllow,
                timeoutMs: delivery.webhookTimeoutMs,
                now,
              })
            : mailer
              ? await sendEmail({
                  mailer,
                  from: delivery.mailFrom,
                  to: channel.target,
                  id: message.id,
                  render: () => renderAlertEmail(message),
                })
              : {
                  succeeded: false,
                  responseCode: null,
                  error: 'This server sends no email (SMTP_URL is not set).',
                  durationMs: 0,
                };
        return {
          channel: channel.kind,
          target: channel.target,
          succeeded: outcome.succeeded,
          responseCode: outcome.responseCode,
          error: outcome.error,
          durationMs: Math.round(outcome.durationMs),
        };
      }),
    );
  } finally {
    mailer?.close();
  }
}
