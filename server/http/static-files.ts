import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { error, fail } from './jsend.ts';

/**
 * The built dashboard from `dist/`. Hashed assets never change, so browsers keep them a year;
 * everything else (index.html above all) is revalidated on every load, so a deployment shows at
 * once. Brotli and gzip copies made at build time are sent to browsers that take them.
 * serveStatic refuses `..`, doubled or back slashes and encoded characters, so no request
 * reads outside `dist/`. Addresses without a file extension are the app's routes: index.html.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * The tab's icon: Chromium asks for it again on every in-app navigation (history.pushState).
 * Revalidated each time, it took one of the six connections a view's own requests share.
 */
const ICON = 'public, max-age=86400';
const ICON_PATH = /\/favicon\.png$/;

/** Vite names hashed files `name-<hash>.ext` under assets/. */
const isHashedAsset = (path: string) => /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(path);

/** A last segment ending in an extension (a letter, then letters or digits): `app.js`, `a.woff2`; not `1.5`. */
const looksLikeFile = (path: string) => /\.[a-z][a-z0-9]{0,7}$/i.test(path.split('/').pop() ?? '');

export function staticFiles(distDir: string) {
  const root = resolve(distDir);
  const app = new Hono();
  // serveStatic tells which file it sent; the header is set once its answer exists.
  const sent = new WeakMap<object, string>();
  const remember = (path: string, c: Context) => void sent.set(c, path);
  app.use('*', async (c, next) => {
    await next();
    const path = sent.get(c as object);
    if (path && c.res.ok) {
      c.res.headers.set(
        'Cache-Control',
        isHashedAsset(path) ? IMMUTABLE : ICON_PATH.test(path) ? ICON : REVALIDATE,
      );
    }
  });

  const built = existsSync(resolve(root, 'index.html'));
  if (built) app.use('*', serveStatic({ root, precompressed: true, onFound: remember }));
  app.get('*', async (c, next) => {
    if (looksLikeFile(c.req.path) || c.req.path.startsWith('/api/')) {
      return fail(c, 404, { path: 'There is no file at this address.' });
    }
    if (!built) return error(c, 503, 'The dashboard has not been built: run `npm run build`.');
    return next();
  });
  if (built) {
    app.get('*', serveStatic({ root, path: 'index.html', precompressed: true, onFound: remember }));
  }
  return app;
}
