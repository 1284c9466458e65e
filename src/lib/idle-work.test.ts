import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { holdIdleWork, whenIdle } from './idle-work';

/** requestIdleCallback as a queue the test empties: "the page is idle now". */
let idle: { run: () => void; timeout: number | undefined }[] = [];
const pageGoesIdle = () => {
  const due = idle;
  idle = [];
  for (const entry of due) entry.run();
};

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  let handles = 0;
  const cancelled = new Set<number>();
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    const handle = (handles += 1);
    idle.push({
      run: () => (cancelled.has(handle) ? undefined : run()),
      timeout: options?.timeout,
    });
    return handle;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.add(handle));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('with nothing holding it back, the work runs at the next idle moment', () => {
  const work = vi.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  pageGoesIdle();
  expect(work).toHaveBeenCalledTimes(1);
  expect(idle).toEqual([]);
});

test('held work waits for every hold to go, then for an idle moment', () => {
  const work = vi.fn();
  const releaseMap = holdIdleWork();
  const releaseOther = holdIdleWork();
  whenIdle(work);
  pageGoesIdle();
  expect(work).not.toHaveBeenCalled();
  releaseMap();
  releaseMap();
  pageGoesIdle();
  expect(work).not.toHaveBeenCalled();
  releaseOther();
  expect(work).not.toHaveBeenCalled();
  pageGoesIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('a hold never released lets the work go after the longest wait', () => {
  const work = vi.fn();
  const release = holdIdleWork();
  whenIdle(work, { maxWaitMs: 3000 });
  vi.advanceTimersByTime(2999);
  pageGoesIdle();
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  pageGoesIdle();
  expect(work).toHaveBeenCalledTimes(1);
  // Released later: the work does not run twice.
  release();
  pageGoesIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

test('cancelled work never runs, held or already waiting for an idle moment', () => {
  const held = vi.fn();
  const release = holdIdleWork();
  const cancelHeld = whenIdle(held);
  cancelHeld();
  release();
  vi.advanceTimersByTime(10_000);
  pageGoesIdle();
  expect(held).not.toHaveBeenCalled();

  const queued = vi.fn();
  const cancelQueued = whenIdle(queued);
  cancelQueued();
  pageGoesIdle();
  expect(queued).not.toHaveBeenCalled();
});

test('a hold that starts after the work was asked for still holds it back', () => {
  const work = vi.fn();
  whenIdle(work);
  const release = holdIdleWork();
  pageGoesIdle();
  expect(work).not.toHaveBeenCalled();
  release();
  pageGoesIdle();
  expect(work).toHaveBeenCalledTimes(1);
});
