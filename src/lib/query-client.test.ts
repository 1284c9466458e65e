import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { createQueryClient } from './query-client';

test('new data reaches the page in the task it arrived in, before any timer', async () => {
  const client = createQueryClient();
  const seen: string[] = [];
  const observer = new QueryObserver<string>(client, {
    queryKey: ['answer'],
    queryFn: () => 'fetched',
    enabled: false,
  });
  // As useQuery subscribes: through the notify manager's batching.
  const unsubscribe = observer.subscribe(
    notifyManager.batchCalls(() => seen.push(observer.getCurrentResult().data ?? 'nothing')),
  );
  // A timer set before the answer lands: the next task's work (another answer's parse).
  setTimeout(() => seen.push('next task'), 0);
  client.setQueryData(['answer'], 'landed');
  await new Promise((done) => setTimeout(done, 10));
  unsubscribe();
  expect(seen).toEqual(['landed', 'next task']);
});
