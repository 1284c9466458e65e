import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { ROUTER_OPTIONS } from './scripts/route-tree.ts';

/**
 * `npm run dev` serves the app with hot reload and hands everything that is not the app to the
 * Watchfloor server (sessions, the API proxy, config.json), as one origin, as in production.
 */
const watchfloorServer = `http://127.0.0.1:${process.env.WATCHFLOOR_PORT ?? 4300}`;
const SERVER_PATHS = ['/api', '/session', '/sessions', '/config.json', '/healthz', '/readyz'];

export default defineConfig({
  // The router plugin must come before React's so it can split route files.
  plugins: [tanstackRouter(ROUTER_OPTIONS), react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // MapLibre 6 ships one prebuilt ES module plus a worker; pre-bundling it again under
  // `vite dev` has broken GeoJSON rendering with terra-draw (terra-draw issue 912).
  optimizeDeps: { exclude: ['maplibre-gl'] },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, watchfloorServer])),
  },
  build: {
    target: 'es2022',
  },
  // The SVG map's layout worker is an ES module, like the app.
  worker: { format: 'es' },
});
