import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { ThemesSection } from './themes-section';

test('each theme links to its theme page with its id and incident count', async () => {
  await renderWithRouter(<ThemesSection themes={exampleIncident.themes} />);
  const theme = exampleIncident.themes[0]!;
  const link = await screen.findByRole('link', { name: theme.name });
  expect(link).toHaveAttribute('href', `/themes/${theme.id}`);
  expect(screen.getByText(`${theme.id} · ${theme.counts.incidents} incidents`)).toBeInTheDocument();
});

test('no themes, null, or themes without an id say the incident is in none', async () => {
  for (const themes of [[], null, undefined, [null, { name: 'No id' }]]) {
    const { unmount } = await renderWithRouter(<ThemesSection themes={themes} />);
    const region = await screen.findByRole('region', { name: 'Themes' });
    expect(within(region).getByText('Not part of any theme.')).toBeInTheDocument();
    unmount();
  }
});
