import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LazyIncidentTimeline } from './lazy-incident-timeline';

test(
  'a placeholder of the same height holds the place until the chart’s chunk arrives',
  { timeout: 20_000 },
  async () => {
    render(
      <LazyIncidentTimeline startTimes={[]} range={undefined} onRangeChange={() => undefined} />,
    );
    const placeholder = screen.getByText('Loading the timeline').closest('[aria-busy="true"]');
    expect(placeholder).toHaveClass('h-40');
    // The chunk brings recharts, whose first import is slow under the test runner.
    const timeline = await screen.findByRole('region', { name: 'Timeline' }, { timeout: 15_000 });
    expect(timeline).toHaveClass('h-40');
    expect(screen.queryByText('Loading the timeline')).not.toBeInTheDocument();
  },
);
