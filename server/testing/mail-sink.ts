import { simpleParser } from 'mailparser';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local mail sink: an SMTP server on loopback that keeps every message it is given (and
 * sends none on), and a small read-only page listing them (subject, recipients, time, the HTML
 * body). `npm start` points SMTP_URL at it; tests read `messages`.
 */

export interface CaughtMessage {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  receivedAt: string;
  html: string;
  text: string;
}

export interface MailSink {
  smtpUrl: string;
  pageUrl: string;
  messages: CaughtMessage[];
  /** Answer the next RCPT with a temporary failure (451), this many times. */
  refuse: { times: number };
  close(): Promise<void>;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(messages: readonly CaughtMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) => `<article>
  <h2>${escape(message.subject)}</h2>
  <p>To ${escape(message.to.join(', '))} · from ${escape(message.from)} · ${escape(message.receivedAt)} · ${escape(message.messageId)}</p>
  <iframe sandbox title="${escape(message.subject)}" srcdoc="${escape(message.html || `<pre>${escape(message.text)}</pre>`)}"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail sink (${messages.length})</title>
<meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:1rem 0}
iframe{width:100%;height:28rem;border:1px solid #ddd}p{color:#555;font-size:.9rem}</style></head>
<body><h1>Mail sink: ${messages.length} message${messages.length === 1 ? '' : 's'} caught</h1>
<p>Nothing here was sent on. Newest first; the page refreshes every 10 s.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

export async function startMailSink(
  options: { host?: string; smtpPort?: number; httpPort?: number } = {},
): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMessage[] = [];
  const refuse = { times: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse.times > 0) {
        refuse.times -= 1;
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            receivedAt: new Date().toISOString(),
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done, fail) => {
    smtp.once('error', fail);
    smtp.listen(options.smtpPort ?? 0, host, () => done());
  });
  const http: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET' }).end();
      return;
    }
    if (request.url === '/messages.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
      })
      .end(page(messages));
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.httpPort ?? 0, host, () => done());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    pageUrl: `http://${host}:${httpPort}/`,
    messages,
    refuse,
    close: () =>
      Promise.all([
        new Promise<void>((done) => smtp.close(() => done())),
        new Promise<void>((done) => {
          http.closeAllConnections();
          http.close(() => done());
        }),
      ]).then(() => undefined),
  };
}
