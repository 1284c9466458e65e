import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from './jsend.ts';

/**
 * The built dashboard from `dist/`. Hashed assets never change, so browsers keep them a year;
 * everything else (index.html above all) is revalidated on every load, so a deployment shows at
 * once. Brotli and gzip copies made at build time are sent to browsers that take them.
 * serveStatic refuses `..`, doubled or back slashes and encoded characters, so no request
 * reads outside `dist/`. Addresses without a file extension are the app's routes: index.html.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names hashed files `name-<hash>.ext` under assets/. */
const isHashedAsset = (path: string) => /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(path);

const looksLikeFile = (path: string) => /\.[a-z0-9]{1,8}$/i.test(path.split('/').pop() ?? '');

export function staticFiles(distDir: string) {
  const root = resolve(distDir);
  const app = new Hono();
  const cacheHeaders = (path: string, c: Context) => {
    c.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
  };

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: cacheHeaders,
    }),
  );
  app.get('*', async (c, next) => {
    if (looksLikeFile(c.req.path) || c.req.path.startsWith('/api/')) {
      return fail(c, 404, { path: 'There is no file at this address.' });
    }
    if (!existsSync(resolve(root, 'index.html'))) {
      return c.text('The dashboard has not been built: run `npm run build`.', 503);
    }
    return next();
  });
  app.get(
    '*',
    serveStatic({ root, path: 'index.html', precompressed: true, onFound: cacheHeaders }),
  );
  return app;
}
