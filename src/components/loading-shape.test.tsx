import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { LoadingShape } from './loading-shape';

const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (violation) => violation.id,
  );

test('a loading shape is busy and says what it waits for, in text a screen reader reads', async () => {
  const { container } = render(
    <LoadingShape label="Loading the alerts" className="space-y-1">
      <div className="h-20 animate-pulse rounded bg-raised" />
    </LoadingShape>,
  );
  const shape = screen.getByText('Loading the alerts').closest('[aria-busy="true"]');
  expect(shape).toHaveClass('space-y-1');
  expect(await violations(container)).toEqual([]);
});

test('the name as an attribute of a plain div, as the shapes had it, is what axe refuses', async () => {
  const { container } = render(<div aria-busy="true" aria-label="Loading the alerts" />);
  expect(await violations(container)).toEqual(['aria-prohibited-attr']);
});
