import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIndividualParty, exampleThemeDetail } from '../../../contract/examples/incidents';
import type { ThemeDetail } from '@/lib/http/incidents';
import { renderAtRoute } from '@/test/render-at-route';
import { ThemeDetails } from './theme-details';

async function renderDetails(theme: ThemeDetail) {
  renderAtRoute('/themes/$themeId', () => <ThemeDetails theme={theme} />, `/themes/${theme.id}`);
  await screen.findByRole('heading', { level: 1 });
}

test('the theme shows its name, counts, casualty totals, parties, sectors and tags', async () => {
  await renderDetails(exampleThemeDetail);
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
  expect(screen.getByText(theme.analyst.name)).toBeInTheDocument();
  expect(screen.getByText(theme.colour)).toBeInTheDocument();
});

test('identified and incident dates are instants with their UTC time', async () => {
  await renderDetails({
    ...exampleThemeDetail,
    identifiedAt: '2015-09-15T10:10:04+0200',
    incidentDates: { firstAt: '2016-01-02T03:04:05+0000', lastAt: 'not a time' },
  });
  const identified = screen.getByText('Identified').nextElementSibling!;
  expect(identified.querySelector('time')).toHaveAttribute('datetime', '2015-09-15T08:10:04.000Z');
  expect(identified).toHaveTextContent(/UTC/);
  const first = screen.getByText('First incident').nextElementSibling!;
  expect(first.querySelector('time')).toHaveAttribute('datetime', '2016-01-02T03:04:05.000Z');
  // A time the service wrote in another form is shown as written, not guessed at.
  expect(screen.getByText('Last incident').nextElementSibling).toHaveTextContent('not a time');
});

test("every party, sector and tag opens the theme's incidents narrowed to it", async () => {
  await renderDetails(exampleThemeDetail);
  const theme = exampleThemeDetail;
  expect(screen.getByRole('link', { name: /Open its incidents in the explorer/ })).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}`,
  );
  const individual = exampleIndividualParty as Extract<
    ThemeDetail['involvedParties'][number],
    { type: 'individual' }
  >;
  expect(
    screen.getByRole('link', { name: new RegExp(`^${individual.individual.name}`) }),
  ).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}&involving=eq:${individual.individual.id}`,
  );
  const sector = theme.affectedSectors[0]!;
  expect(screen.getByRole('link', { name: new RegExp(`^${sector.name}`) })).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}&affects=eq:${sector.id}`,
  );
  const tag = theme.tags[0]!;
  expect(screen.getByRole('link', { name: new RegExp(`^${tag.name}`) })).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}&tagged=eq:${tag.slug}`,
  );
});

test('a theme with no description, parties, sectors or tags says so in each section', async () => {
  await renderDetails({
    ...exampleThemeDetail,
    description: null,
    involvedParties: [],
    affectedSectors: [],
    tags: [],
  });
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

test('the analyst shows initials when the picture is not a web address', async () => {
  await renderDetails({
    ...exampleThemeDetail,
    analyst: { ...exampleThemeDetail.analyst, picture: 'javascript:alert(1)' },
  });
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByText('MH')).toBeInTheDocument();
});
