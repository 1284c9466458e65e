import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleImpactRatings } from '../../../../contract/examples/reference';
import { ImpactSection, impactLabel } from './impact-section';

const major = exampleImpactRatings.find((rating) => rating.rating === 4)!;

test('a rating shows its number, short and long description', () => {
  render(<ImpactSection impact={major} />);
  const region = screen.getByRole('region', { name: 'Impact' });
  expect(within(region).getByText(`4 ${major.shortDescription}`)).toBeInTheDocument();
  expect(within(region).getByText(major.longDescription)).toBeInTheDocument();
});

test('−1, a null impact or a missing rating read as unassessed', () => {
  for (const impact of [
    { rating: -1, shortDescription: 'Unknown', longDescription: 'Whatever the API says' },
    null,
    { rating: null, shortDescription: 'Major' },
  ]) {
    const { unmount } = render(<ImpactSection impact={impact} />);
    expect(screen.getByText('Unknown (unassessed)')).toBeInTheDocument();
    expect(screen.getByText('The impact has not been assessed.')).toBeInTheDocument();
    unmount();
  }
});

test('a rating without descriptions still shows its number', () => {
  expect(impactLabel({ rating: 3, shortDescription: null })).toBe('3');
  render(<ImpactSection impact={{ rating: 3, shortDescription: '', longDescription: null }} />);
  expect(screen.getByText('No long description.')).toBeInTheDocument();
});
