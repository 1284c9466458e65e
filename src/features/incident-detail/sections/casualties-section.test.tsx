import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { CasualtiesSection } from './casualties-section';

const zero = exampleIncident.casualties;

test('deaths and injuries per group, with totals across and down', () => {
  render(
    <CasualtiesSection
      casualties={{ ...zero, civilianDeaths: 3, civilianInjuries: 7, policeDeaths: 2 }}
    />,
  );
  const region = screen.getByRole('region', { name: 'Casualties' });
  expect(within(region).getByRole('row', { name: 'Civilian 3 7 10' })).toBeInTheDocument();
  expect(within(region).getByRole('row', { name: 'Police 2 0 2' })).toBeInTheDocument();
  expect(within(region).getByRole('row', { name: /^Total 5 7 12/ })).toBeInTheDocument();
  expect(within(region).queryByText(/No casualties reported/)).toBeNull();
});

test('all ten counters at zero say so', () => {
  render(<CasualtiesSection casualties={zero} />);
  expect(screen.getByText('No casualties reported: every counter is zero.')).toBeInTheDocument();
});

test('missing counters show a dash and are left out of the totals', () => {
  render(
    <CasualtiesSection
      casualties={{ civilianDeaths: 4, civilianInjuries: null, militaryDeaths: 1 }}
    />,
  );
  expect(screen.getByRole('row', { name: 'Civilian 4 — 4' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Total 5 0 5/ })).toBeInTheDocument();
  expect(screen.getByText(/a counter the record does not give/)).toBeInTheDocument();
  expect(screen.queryByText(/every counter is zero/)).toBeNull();
});

test('no casualties object reads "Not recorded"', () => {
  render(<CasualtiesSection casualties={null} />);
  expect(
    within(screen.getByRole('region', { name: 'Casualties' })).getByText('Not recorded'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
