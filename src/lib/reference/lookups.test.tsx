import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { exampleCategory } from '../../../contract/examples/reference';
import { createQueryClient } from '@/lib/query-client';
import { VIEW_DATA } from '@/lib/query/view-data';
import { configureTestDeployment } from '@/test/deployment';
import { useCategories } from './lookups';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  configureTestDeployment();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const categories = (count: number, from: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...exampleCategory,
    name: `Category ${from + index}`,
  }));

test('a lookup reads every page until one comes back short, then serves later readers from cache', async () => {
  fetchMock
    .mockResolvedValueOnce(Response.json({ data: categories(1000, 0) }))
    .mockResolvedValueOnce(Response.json({ data: categories(3, 1000) }));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const first = renderHook(() => useCategories(), { wrapper });
  await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
  expect(first.result.current.data).toHaveLength(1003);
  const pages = fetchMock.mock.calls.map(([request]) =>
    new URL((request as Request).url).searchParams.get('page'),
  );
  expect(pages).toEqual(['1', '2']);

  const second = renderHook(() => useCategories(), { wrapper });
  expect(second.result.current.data).toHaveLength(1003);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a lookup asked for while the view’s rows are loading is sent once they are in', async () => {
  fetchMock.mockResolvedValue(Response.json({ data: categories(3, 0) }));
  const client = createQueryClient();
  let answerRows: (rows: string[]) => void = () => {};
  void client.prefetchQuery({
    queryKey: ['rows'],
    queryFn: () => new Promise<string[]>((resolve) => (answerRows = resolve)),
    meta: VIEW_DATA,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const lookup = renderHook(() => useCategories(), { wrapper });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(lookup.result.current.isPending).toBe(true);

  answerRows(['IN-1']);
  await waitFor(() => expect(lookup.result.current.data).toHaveLength(3));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
