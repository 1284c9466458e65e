import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SortControl } from './sort-control';

test("without keys it names the service's own order: relevance only when searching", () => {
  const { rerender } = render(<SortControl keys={[]} searching={false} onChange={() => {}} />);
  expect(screen.getByText('latest reported')).toBeInTheDocument();
  rerender(<SortControl keys={[]} searching onChange={() => {}} />);
  expect(screen.getByText('relevance')).toBeInTheDocument();
  rerender(
    <SortControl
      keys={[{ property: 'impact', direction: 'desc' }]}
      searching={false}
      onChange={() => {}}
    />,
  );
  expect(screen.getByRole('button', { name: 'Reset to latest reported' })).toBeInTheDocument();
});
