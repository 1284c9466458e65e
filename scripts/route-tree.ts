import { Generator, getConfig } from '@tanstack/router-generator';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** One set of options for the Vite plugin and `npm run generate`, so both write the same file. */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single',
} as const;

const projectRoot = resolve(import.meta.dirname, '..');

function generatorConfig(root: string) {
  return getConfig({ ...ROUTER_OPTIONS, disableLogging: true }, root);
}

/** Writes src/routeTree.gen.ts from src/routes. */
export async function writeRouteTree(): Promise<void> {
  await new Generator({ config: generatorConfig(projectRoot), root: projectRoot }).run();
}

/**
 * Renders the route tree from a copy of src/routes in a scratch folder and returns it,
 * leaving the work tree untouched (the freshness test compares it with the committed file).
 */
export async function renderRouteTree(): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'route-tree-'));
  try {
    await cp(
      resolve(projectRoot, ROUTER_OPTIONS.routesDirectory),
      resolve(scratch, ROUTER_OPTIONS.routesDirectory),
      {
        recursive: true,
      },
    );
    await new Generator({ config: generatorConfig(scratch), root: scratch }).run();
    return await readFile(resolve(scratch, ROUTER_OPTIONS.generatedRouteTree), 'utf8');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const ROUTE_TREE_PATH = resolve(projectRoot, ROUTER_OPTIONS.generatedRouteTree);
