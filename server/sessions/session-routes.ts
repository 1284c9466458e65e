import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SignInRequest, type Session } from '../../contract/resources/session.ts';
import type { ServerDeps } from '../deps.ts';
import { error, fail } from '../http/jsend.ts';
import { clientAddress, isHttps } from '../http/request-origin.ts';
import { signInWithVendor } from '../proxy/vendor-sign-in.ts';
import { endCurrentSession, endUserSessions, sessionOf } from './current-session.ts';
import { clearSessionCookie, writeSessionCookie } from './session-cookie.ts';
import { createSession, idleEndOf, type SessionRecord } from './session-store.ts';
import { accountKey, checkAttempts, clearAttempts, countAttempt, ipKey } from './sign-in-limits.ts';

const SIGN_IN_BODY_LIMIT = 16 * 1024;

const NO_SESSION = { session: 'You are not signed in, or your session has ended. Sign in again.' };

function describe(session: SessionRecord, admins: readonly string[]): Session {
  return {
    user: { email: session.email, name: session.name, admin: admins.includes(session.email) },
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: new Date(
      Math.min(idleEndOf(session).getTime(), session.expiresAt.getTime()),
    ).toISOString(),
    idleTimeoutSeconds: session.idleTimeoutSeconds,
  };
}

/** `/session` (sign in, who am I, sign out) and `/sessions` (sign out everywhere). */
export function sessionRoutes(deps: ServerDeps) {
  const { config, db } = deps;
  const app = new Hono();
  const limits = { timeoutMs: config.upstreamTimeoutMs, maxBytes: config.upstreamMaxBytes };

  const tooMany = (c: Context, retryAfterSeconds: number, reason: string) => {
    c.header('Retry-After', String(retryAfterSeconds));
    return fail(c, 429, { rateLimit: reason });
  };

  app.post(
    '/session',
    bodyLimit({
      maxSize: SIGN_IN_BODY_LIMIT,
      onError: (c) => fail(c, 413, { body: 'The sign-in request is larger than 16 kB.' }),
    }),
    async (c) => {
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
        return fail(c, 422, { body: 'Send the email and password as JSON.' });
      }
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return fail(c, 422, { body: 'The request body is not valid JSON.' });
      }
      const parsed = SignInRequest.safeParse(raw);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'body');
          fields[field] ??=
            field === 'email'
              ? 'Enter the email address of your account (at most 320 characters).'
              : field === 'password'
                ? 'Enter your password (at most 1024 characters).'
                : 'Send an object with an email and a password.';
        }
        return fail(c, 422, fields);
      }
      const { email, password } = parsed.data;
      const now = deps.now();
      const window = config.signInLimits.windowSeconds;

      const byAddress = await countAttempt(
        db,
        ipKey(clientAddress(c, config)),
        config.signInLimits.perIp,
        window,
        now,
      );
      if (!byAddress.allowed) {
        return tooMany(
          c,
          byAddress.retryAfterSeconds,
          'Too many sign-in attempts from this address. Wait before trying again.',
        );
      }
      const account = accountKey(email);
      const byAccount = await checkAttempts(
        db,
        account,
        config.signInLimits.perAccount,
        window,
        now,
      );
      if (!byAccount.allowed) {
        return tooMany(
          c,
          byAccount.retryAfterSeconds,
          'Too many failed sign-ins for this account. Wait before trying again.',
        );
      }

      const outcome = await signInWithVendor(
        config.upstreams.auth,
        config.upstreamOrigin,
        { email: email.trim(), password },
        limits,
        now,
      );
      if (!outcome.ok) {
        if (outcome.kind === 'upstream') return error(c, outcome.status, outcome.message);
        if (outcome.status === 401) {
          await countAttempt(db, account, config.signInLimits.perAccount, window, now);
        }
        if (outcome.retryAfter && /^\d{1,6}$/.test(outcome.retryAfter)) {
          c.header('Retry-After', outcome.retryAfter);
        }
        return c.json(outcome.body as object, outcome.status);
      }
      await clearAttempts(db, account);

      const { user } = outcome;
      if (user.expiresAt.getTime() <= now.getTime()) {
        return error(c, 502, 'The authentication service issued a token that has already expired.');
      }
      const id = await createSession(db, {
        email: user.email,
        name: user.name,
        vendorToken: user.token,
        expiresAt: user.expiresAt,
        idleTimeoutSeconds: config.sessionIdleSeconds,
        now,
      });
      const https = isHttps(c, config);
      writeSessionCookie(c, https, id, (user.expiresAt.getTime() - now.getTime()) / 1000);
      c.header('Cache-Control', 'no-store');
      deps.log.info({ user: user.email }, 'signed in');
      const session: SessionRecord = {
        email: user.email,
        name: user.name,
        vendorToken: user.token,
        createdAt: now,
        lastUsedAt: now,
        idleTimeoutSeconds: config.sessionIdleSeconds,
        expiresAt: user.expiresAt,
      };
      return c.json({ status: 'success', data: describe(session, config.admins) }, 200);
    },
  );

  app.get('/session', (c) => {
    const session = sessionOf(c);
    c.header('Cache-Control', 'no-store');
    if (!session) return fail(c, 401, NO_SESSION);
    return c.json({ status: 'success', data: describe(session, config.admins) }, 200);
  });

  app.delete('/session', async (c) => {
    await endCurrentSession(c, deps);
    clearSessionCookie(c, isHttps(c, config));
    const session = sessionOf(c);
    if (session) deps.log.info({ user: session.email }, 'signed out');
    return c.json({ status: 'success', data: null }, 200);
  });

  app.delete('/sessions', async (c) => {
    const session = sessionOf(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const ended = await endUserSessions(deps, session.email);
    clearSessionCookie(c, isHttps(c, config));
    deps.log.info({ user: session.email, ended }, 'signed out everywhere');
    return c.json({ status: 'success', data: { ended } }, 200);
  });

  return app;
}
