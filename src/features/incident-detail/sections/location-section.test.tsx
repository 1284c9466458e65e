import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { LocationSection } from './location-section';

const fact = (label: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Where' })).getByText(label, { selector: 'dt' })
    .nextElementSibling!;

test('coordinates, accuracy, zone, offset and countries with their codes', () => {
  render(
    <LocationSection
      incident={{
        ...exampleIncident,
        countries: [
          { code: 'USA', name: 'United States', alpha2: null },
          { code: 'MEX', name: 'Mexico', alpha2: 'MX' },
        ],
      }}
    />,
  );
  expect(fact('Coordinates')).toHaveTextContent('34.05220, -118.24370');
  expect(fact('Accuracy')).toHaveTextContent('within 1 km');
  expect(fact('Time zone')).toHaveTextContent('America/Los_Angeles');
  expect(fact('UTC offset')).toHaveTextContent('UTC−08:00');
  const countries = fact('Countries');
  expect(countries).toHaveTextContent('United States USA');
  expect(countries).toHaveTextContent('Mexico MEX · MX');
});

test('no location and no countries read as not recorded', () => {
  render(<LocationSection incident={{ location: null, countries: [] }} />);
  for (const label of ['Coordinates', 'Accuracy', 'Time zone', 'UTC offset']) {
    expect(fact(label)).toHaveTextContent('Not recorded');
  }
  expect(fact('Countries')).toHaveTextContent('None recorded');
});

test('partial location fields and null countries are handled one by one', () => {
  render(
    <LocationSection
      incident={{
        location: { latitude: 10, longitude: null, accuracy: 0, timeZone: 'Asia/Kabul' },
        countries: [null, { code: 'AFG', name: null }],
      }}
    />,
  );
  expect(fact('Coordinates')).toHaveTextContent('Not recorded');
  expect(fact('Accuracy')).toHaveTextContent('within 0 km');
  expect(fact('Time zone')).toHaveTextContent('Asia/Kabul');
  expect(fact('Country')).toHaveTextContent('Unnamed country AFG');
});
