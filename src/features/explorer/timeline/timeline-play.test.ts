import { expect, test } from 'vitest';
import { firstPlayFrame, nextPlayFrame, playWidth } from './timeline-play';

const extent = { from: 0, to: 999 };

test('without a range, Play starts at the extent’s start with a tenth of it', () => {
  expect(playWidth(extent, undefined)).toBe(100);
  expect(firstPlayFrame(extent, undefined)).toEqual({ from: 0, to: 99 });
});

test('a default window is whole buckets', () => {
  expect(playWidth(extent, undefined, 30)).toBe(90);
  expect(firstPlayFrame(extent, undefined, 30)).toEqual({ from: 0, to: 89 });
});

test('a range that can move on is where Play starts; one at the end starts over', () => {
  expect(firstPlayFrame(extent, { from: 300, to: 349 })).toEqual({ from: 300, to: 349 });
  expect(firstPlayFrame(extent, { from: 950, to: 999 })).toEqual({ from: 0, to: 49 });
});

test('frames follow each other without gaps, the last is pulled back to the end, then none', () => {
  const frames = [firstPlayFrame(extent, { from: 600, to: 899 })];
  for (let next = nextPlayFrame(frames[0]!, extent); next; next = nextPlayFrame(next, extent)) {
    frames.push(next);
  }
  expect(frames).toEqual([
    { from: 600, to: 899 },
    { from: 700, to: 999 },
  ]);
  const steps = [{ from: 0, to: 249 }];
  for (let next = nextPlayFrame(steps[0]!, extent); next; next = nextPlayFrame(next, extent)) {
    steps.push(next);
  }
  expect(steps.map((frame) => frame.from)).toEqual([0, 250, 500, 750]);
});
