import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { CountsSection } from './counts-section';

test('all ten counts, labelled', () => {
  render(<CountsSection counts={exampleIncident.counts} />);
  const region = screen.getByRole('region', { name: 'Counts' });
  expect(within(region).getAllByRole('term')).toHaveLength(10);
  expect(within(region).getByText('Watchers').nextElementSibling).toHaveTextContent('3');
  expect(within(region).getByText('Map features').nextElementSibling).toHaveTextContent('2');
});

test('missing counts are left out; none at all says so', () => {
  const { rerender } = render(<CountsSection counts={{ references: 4, watchers: null }} />);
  expect(screen.getAllByRole('term')).toHaveLength(1);
  expect(screen.getByText('References').nextElementSibling).toHaveTextContent('4');
  rerender(<CountsSection counts={null} />);
  expect(screen.getByText('No counts recorded.')).toBeInTheDocument();
});
