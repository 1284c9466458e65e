import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** requestAnimationFrame as a queue the test empties: "the next frame is being made now". */
let frames: (() => void)[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const run of due) run();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  const cancelled = new Set<number>();
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
    const handle = frames.push(() => (cancelled.has(handle) ? undefined : run()));
    return handle;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => cancelled.add(handle));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('the work waits for the next frame, then for the task after it (its paint)', () => {
  const work = vi.fn();
  afterNextPaint(work);
  vi.runAllTimers();
  expect(work).not.toHaveBeenCalled();
  nextFrame();
  expect(work).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});

test('cancelled before the frame or between the frame and the task, it never runs', () => {
  const early = vi.fn();
  afterNextPaint(early)();
  nextFrame();
  vi.runAllTimers();
  expect(early).not.toHaveBeenCalled();

  const late = vi.fn();
  const cancel = afterNextPaint(late);
  nextFrame();
  cancel();
  vi.runAllTimers();
  expect(late).not.toHaveBeenCalled();
});
