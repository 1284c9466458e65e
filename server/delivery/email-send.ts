import nodemailer from 'nodemailer';
import type { SendOutcome } from './webhook-send.ts';

/**
 * One alert email over SMTP_URL (nodemailer). Its Message-ID comes from the delivery's id, the
 * same on every retry, so a mail system that dedupes by it keeps one copy.
 */

export type Mailer = ReturnType<typeof nodemailer.createTransport>;

export function createMailer(smtpUrl: string, timeoutMs: number): Mailer {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 25,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export const messageIdOf = (deliveryId: string) => `<${deliveryId}@watchfloor.delivery>`;

export async function sendEmail(input: {
  mailer: Mailer;
  from: string;
  to: string;
  /** The delivery's id (or a test's). */
  id: string;
  render: () => Promise<{ subject: string; html: string; text: string }>;
}): Promise<SendOutcome> {
  const started = performance.now();
  try {
    const email = await input.render();
    const info = (await input.mailer.sendMail({
      from: input.from,
      to: input.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: messageIdOf(input.id),
    })) as { response?: string };
    const code = /^(\d{3})/.exec(info.response ?? '')?.[1];
    return {
      succeeded: true,
      responseCode: code ? Number(code) : null,
      error: null,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const failure = error as Error & { responseCode?: number; code?: string };
    return {
      succeeded: false,
      responseCode: failure.responseCode ?? null,
      error: `The mail server did not take it (${failure.code ?? 'error'}: ${failure.message.slice(0, 300)})`,
      durationMs: performance.now() - started,
    };
  }
}
