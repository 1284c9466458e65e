import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { readCommittedApiClients, renderApiClients } from './api-clients';
import { renderRouteTree, ROUTE_TREE_PATH } from './route-tree';

// When one of these fails, run `npm run generate` and commit the result.

test('the committed route tree matches src/routes', async () => {
  const committed = await readFile(ROUTE_TREE_PATH, 'utf8');
  expect(committed).toBe(await renderRouteTree());
}, 30_000);

test('the committed OpenAPI documents and API clients match the contract', async () => {
  const [committed, fresh] = await Promise.all([readCommittedApiClients(), renderApiClients()]);
  expect([...committed.keys()]).toEqual([...fresh.keys()]);
  for (const [path, content] of fresh) {
    expect(committed.get(path), `${path} is stale`).toBe(content);
  }
  expect(fresh.size).toBeGreaterThan(40);
}, 60_000);
