import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TrendSparkline } from './trend-sparkline';

const week = (start: string, incidents: number) => ({
  periodStart: `${start}T00:00:00+0000`,
  periodEnd: 'later',
  incidents,
});

test('the line names its figures: periods, first period, latest, highest and lowest', () => {
  render(
    <TrendSparkline
      history={[week('2026-08-31', 2), week('2026-09-07', 7), week('2026-09-14', 4)]}
    />,
  );
  const line = screen.getByRole('img');
  expect(line).toHaveAccessibleName(
    /^Incidents per period, 3 periods from (31 Aug 2026|Aug 31, 2026): latest 4, highest 7, lowest 2$/,
  );
  expect(line.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
});

test('entries it cannot read are left out and counted in the name', () => {
  render(<TrendSparkline history={[3, 'n/a', 5]} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Trend, 2 periods: latest 5, highest 5, lowest 3 (1 unreadable entries left out)',
  );
});

test('an empty history says there is no trend; an unreadable one says so', () => {
  const { unmount } = render(<TrendSparkline history={[]} />);
  expect(screen.getByText('No trend')).toBeInTheDocument();
  unmount();
  render(<TrendSparkline history={[{ note: 'rising' }]} />);
  expect(screen.getByText('Trend not readable')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});
