import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleGroupParty, exampleIndividualParty } from '../../../../contract/examples/incidents';
import { PartiesSection } from './parties-section';

test('a group shows its name; an individual shows theirs and their group', () => {
  render(<PartiesSection parties={[exampleGroupParty, exampleIndividualParty]} />);
  expect(
    screen.getByRole('row', { name: `${exampleGroupParty.group.name} group Actor` }),
  ).toBeInTheDocument();
  const individual = screen.getByRole('row', { name: /Regional police commander/ });
  expect(individual).toHaveTextContent('of State Security Forces');
  expect(individual).toHaveTextContent('Directly Targeted');
});

test('an empty or null list says none; a party with nothing named says so', () => {
  const { rerender } = render(<PartiesSection parties={[]} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
  rerender(<PartiesSection parties={null} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
  rerender(<PartiesSection parties={[null, { id: 'p', type: null, group: null }]} />);
  expect(screen.getByRole('row', { name: 'Unnamed party — —' })).toBeInTheDocument();
});
