import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { exampleTaxonomy } from '../../../contract/examples/news';
import { createQueryClient, shouldRetry } from '../query-client';
import { ApiError, apiErrorOf } from './api-error';
import { configureTestDeployment } from '@/test/deployment';
import { jsendData } from './jsend';
import { listTaxonomiesQueryKey, useListTaxonomiesQuery } from './news';

const taxonomies = { status: 'success', data: { taxonomies: [exampleTaxonomy] } };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  configureTestDeployment();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('a generated hook returns the validated body, keyed by the API it asks', async () => {
  fetchMock.mockResolvedValue(Response.json(taxonomies));
  const { result } = renderHook(() => useListTaxonomiesQuery(), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data && jsendData(result.current.data).taxonomies).toEqual([
    exampleTaxonomy,
  ]);
  expect(listTaxonomiesQueryKey()[0]).toMatchObject({
    _id: 'listTaxonomies',
    baseUrl: '/api/news',
  });
});

test('a refused request surfaces as an ApiError at once, without a retry', async () => {
  fetchMock.mockResolvedValue(
    Response.json(
      { status: 'fail', errors: [{ code: 401, message: 'Invalid token' }] },
      { status: 401 },
    ),
  );
  const { result } = renderHook(() => useListTaxonomiesQuery(), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(ApiError);
  expect(apiErrorOf(result.current.error, 'news')?.message).toBe('Invalid token');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('only transient failures are retried, at most twice', () => {
  const failure = (kind: ApiError['kind'], status: number | null) =>
    new ApiError({ api: 'news', endpoint: 'GET /news', kind, status, message: 'x' });
  expect(shouldRetry(0, failure('network', null))).toBe(true);
  expect(shouldRetry(1, failure('error', 503))).toBe(true);
  expect(shouldRetry(2, failure('error', 503))).toBe(false);
  expect(shouldRetry(0, failure('fail', 422))).toBe(false);
  expect(shouldRetry(0, failure('unauthorized', 401))).toBe(false);
  expect(shouldRetry(0, failure('fail', 404))).toBe(false);
  expect(shouldRetry(0, failure('invalid-response', 200))).toBe(false);
});

test('apiErrorOf passes ApiErrors through and wraps anything else', () => {
  expect(apiErrorOf(null, 'news')).toBeNull();
  const wrapped = apiErrorOf(new SyntaxError('Unexpected token <'), 'incidents', 'GET /tags');
  expect(wrapped).toMatchObject({ kind: 'unexpected', api: 'incidents', status: null });
  expect(wrapped?.message).toBe('Something went wrong handling GET /tags: Unexpected token <');
});
