import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bin, run } from '../processes.ts';
import { initialScriptsGzip, readManifest } from './bundle-sizes.ts';

/**
 * The floor the login page is measured against: the smallest page on the same stack, a bare
 * Vite + React + TanStack Router + React Query app rendering one route that runs one query.
 * It is written to a temporary folder and built at run time with this checkout's own
 * node_modules (so the same versions), then deleted; it is not an app of the project.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

const MAIN_TSX = `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Greeting() {
  const query = useQuery({
    queryKey: ['greeting'],
    queryFn: async () => (await fetch('/greeting.json')).json() as Promise<{ text: string }>,
  });
  return <p>{query.data?.text ?? 'Loading…'}</p>;
}

const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Greeting });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], build: { target: 'es2022', manifest: true } });
`;

/**
 * Builds a bare app of the stack (`main.tsx` given, index.html and Vite's config as above) in a
 * temporary folder with this checkout's own node_modules (so the same versions); `dispose`
 * deletes it. Not an app of the project: the benchmarks' floors.
 */
export async function buildBareApp(
  mainTsx: string,
): Promise<{ dist: string; dispose: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'watchfloor-floor-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    await symlink(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
    await writeFile(join(folder, 'index.html'), INDEX_HTML);
    await writeFile(join(folder, 'main.tsx'), mainTsx);
    await writeFile(join(folder, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(folder, 'vite.config.ts'), VITE_CONFIG);
    const code = await run(resolve(bin('vite')), ['build', '--logLevel', 'warn'], { cwd: folder });
    if (code !== 0) throw new Error(`the floor page did not build (exit ${code})`);
    return { dist: join(folder, 'dist'), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Builds the floor page and answers the gzip size in bytes of the scripts its page loads. */
export async function floorInitialGzip(): Promise<number> {
  const app = await buildBareApp(MAIN_TSX);
  try {
    return (await initialScriptsGzip(app.dist, await readManifest(app.dist), [])).bytes;
  } finally {
    await app.dispose();
  }
}
