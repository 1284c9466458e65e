import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contentSecurityPolicyMeta } from './scripts/content-security-policy.ts';
import { ROUTER_OPTIONS } from './scripts/route-tree.ts';
import { runtimeConfigFromEnv } from './scripts/runtime-config-plugin.ts';

export default defineConfig({
  // The router plugin must come before React's so it can split route files.
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    tailwindcss(),
    runtimeConfigFromEnv(),
    contentSecurityPolicyMeta(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // MapLibre 6 ships one prebuilt ES module plus a worker; pre-bundling it again under
  // `vite dev` has broken GeoJSON rendering with terra-draw (terra-draw issue 912).
  optimizeDeps: { exclude: ['maplibre-gl'] },
  build: {
    target: 'es2022',
  },
});
