import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleThemeDetail } from '../../../contract/examples/incidents';
import { ThemeDetails } from './theme-details';

test('the theme shows its name, counts, casualty totals, parties, sectors and tags', () => {
  render(<ThemeDetails theme={exampleThemeDetail} />);
  const theme = exampleThemeDetail;
  expect(screen.getByRole('heading', { level: 1, name: theme.name })).toBeInTheDocument();
  const casualties = screen.getByRole('region', { name: 'Casualties' });
  const deaths = Object.entries(theme.casualties)
    .filter(([key]) => key.endsWith('Deaths'))
    .reduce((sum, [, value]) => sum + value, 0);
  expect(within(casualties).getByRole('row', { name: /Total/ })).toHaveTextContent(String(deaths));
  for (const sector of theme.affectedSectors)
    expect(screen.getByText(sector.name)).toBeInTheDocument();
  for (const tag of theme.tags) expect(screen.getByText(tag.name)).toBeInTheDocument();
  expect(screen.getByText(theme.analyst.name, { exact: false })).toBeInTheDocument();
});

test('a theme with no description, parties, sectors or tags says so in each section', () => {
  render(
    <ThemeDetails
      theme={{
        ...exampleThemeDetail,
        description: null,
        involvedParties: [],
        affectedSectors: [],
        tags: [],
      }}
    />,
  );
  expect(screen.getByText('No description.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Involved parties' })).getByText('None recorded.'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Affected sectors' })).getByText('None recorded.'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Tags' })).getByText('None.'),
  ).toBeInTheDocument();
});
