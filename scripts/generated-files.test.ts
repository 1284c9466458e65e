import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { renderRouteTree, ROUTE_TREE_PATH } from './route-tree';

test('the committed route tree matches src/routes (run `npm run generate` when this fails)', async () => {
  const committed = await readFile(ROUTE_TREE_PATH, 'utf8');
  expect(committed).toBe(await renderRouteTree());
}, 30_000);
