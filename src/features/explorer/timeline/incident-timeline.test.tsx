import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { IncidentTimeline } from './incident-timeline';
import type { TimelineRange } from './timeline-range';

const HOUR = 3600;
const start = new Date(2026, 10, 1).getTime() / 1000; // local midnight, 1 Nov 2026
/** Ten days of incidents, three a day: 6-hour buckets. */
const startTimes = Array.from({ length: 30 }, (_, index) => start + index * 8 * HOUR);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The timeline with its range held as the address would hold it, and every change recorded. */
function Harness({ initial }: { initial?: TimelineRange }) {
  const [range, setRange] = useState(initial);
  return (
    <div style={{ width: 800 }}>
      <IncidentTimeline
        startTimes={startTimes}
        range={range}
        onRangeChange={(next) => {
          changes.push(next);
          setRange(next);
        }}
      />
    </div>
  );
}
let changes: (TimelineRange | undefined)[] = [];

const renderTimeline = (initial?: TimelineRange) => {
  changes = [];
  return render(<Harness initial={initial} />);
};

test('the summary says how many incidents over which span, and how many are selected', () => {
  renderTimeline({ from: start, to: start + 24 * HOUR - 1 });
  const section = screen.getByRole('region', { name: 'Timeline' });
  expect(section).toHaveTextContent(/30 incidents started between .+, per 6 hours\./);
  expect(section).toHaveTextContent(/Selected: 3 incidents between /);
});

test('the bars are drawn, the whole distribution whatever the range', () => {
  // happy-dom lays nothing out: the chart's box is given a size, and the observer (which would
  // report zero) is silenced.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 100 }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const { container } = renderTimeline({ from: start, to: start + 6 * HOUR - 1 });
  // 30 incidents 8 h apart over ten days in 6-hour buckets: 39 buckets, 30 of them non-empty.
  const bars = [...container.querySelectorAll('.recharts-bar-rectangle path')];
  expect(bars).toHaveLength(30);
  // Only the bucket in the range stands out.
  const fills = bars.map((bar) => bar.getAttribute('fill'));
  expect(fills.filter((fill) => fill === 'var(--color-accent)')).toHaveLength(1);
  expect(fills.filter((fill) => fill === 'var(--color-line)')).toHaveLength(29);
});

test('Clear range removes the range, and is disabled when there is none', () => {
  renderTimeline({ from: start, to: start + 24 * HOUR - 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Clear range' }));
  expect(changes).toEqual([undefined]);
  expect(screen.getByRole('button', { name: 'Clear range' })).toBeDisabled();
  expect(screen.getByRole('region', { name: 'Timeline' })).not.toHaveTextContent('Selected');
});

test('Play steps a window through the extent each second, Pause stops it', () => {
  vi.useFakeTimers();
  renderTimeline({ from: start, to: start + 2 * 24 * HOUR - 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  // The range could move on, so Play starts from it without a change.
  expect(changes).toEqual([]);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(changes).toEqual([{ from: start + 48 * HOUR, to: start + 96 * HOUR - 1 }]);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(changes).toHaveLength(2);
  expect(changes[1]).toEqual({ from: start + 96 * HOUR, to: start + 144 * HOUR - 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(changes).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
});

test('Play waits for each window to reach the page before stepping on', () => {
  vi.useFakeTimers();
  // A page that has not yet shown the steps it was told of (the address lags behind).
  const told: (TimelineRange | undefined)[] = [];
  const range = { from: start, to: start + 2 * 24 * HOUR - 1 };
  const { rerender } = render(
    <IncidentTimeline
      startTimes={startTimes}
      range={range}
      onRangeChange={(next) => told.push(next)}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(told).toHaveLength(1);
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(told).toHaveLength(1);
  // The first step arrives: the next follows within a second.
  rerender(
    <IncidentTimeline
      startTimes={startTimes}
      range={told[0]}
      onRangeChange={(next) => told.push(next)}
    />,
  );
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(told).toHaveLength(2);
  expect(told[1]).toEqual({ from: start + 96 * HOUR, to: start + 144 * HOUR - 1 });
});

test('Play without a range starts at the beginning and stops by itself at the end', () => {
  vi.useFakeTimers();
  renderTimeline();
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(changes).toHaveLength(1);
  const width = changes[0]!.to - changes[0]!.from + 1;
  // A second at a time, the page showing each step before the next.
  for (let second = 0; second < 30; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
  // About a tenth of the extent per step, in whole 6-hour bars (4 of 39): ten windows in all,
  // each starting on a bar, the last ending with the extent.
  expect(width).toBe(24 * HOUR);
  expect(changes).toHaveLength(10);
  expect(changes.every((range) => range!.to - range!.from + 1 === width)).toBe(true);
  expect(changes[0]!.from).toBe(start);
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(changes).toHaveLength(10);
});

test('the range is typed in two date-time fields, in the analyst’s zone', () => {
  renderTimeline();
  fireEvent.click(screen.getByRole('button', { name: 'Set range…' }));
  const form = screen.getByRole('dialog', { name: 'Set the start-time range' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-02T06:00' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-01T06:00' } });
  expect(within(form).getByText('The end must come after the start.')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Apply range' })).toBeDisabled();
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-03T18:30' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Apply range' }));
  expect(changes).toEqual([
    {
      from: new Date(2026, 10, 2, 6, 0).getTime() / 1000,
      to: new Date(2026, 10, 3, 18, 30, 59).getTime() / 1000,
    },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('with nothing loaded it says so and cannot play', () => {
  render(<IncidentTimeline startTimes={[]} range={undefined} onRangeChange={() => undefined} />);
  expect(
    screen.getByText('No incidents are loaded, so there is no timeline to show.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
});
