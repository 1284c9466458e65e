import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { IncidentHeader } from './incident-header';

test('id, status, state, summary, category, type and impact', () => {
  render(<IncidentHeader incident={{ ...exampleIncident, isWatched: true }} />);
  expect(
    screen.getByRole('heading', { level: 1, name: exampleIncident.summary }),
  ).toBeInTheDocument();
  expect(screen.getByText('IN-224368')).toBeInTheDocument();
  expect(screen.getByText('approved')).toBeInTheDocument();
  expect(screen.getByText('Ended')).toBeInTheDocument();
  expect(screen.getByText('Watched')).toBeInTheDocument();
  expect(screen.getByText(exampleIncident.category.name)).toBeInTheDocument();
  expect(screen.getByText(exampleIncident.type.name)).toBeInTheDocument();
  expect(screen.getByText('4 Major')).toBeInTheDocument();
});

test('an ongoing incident says so; an empty record still gets a readable header', () => {
  const { rerender } = render(
    <IncidentHeader incident={{ ...exampleIncident, isOngoing: true }} />,
  );
  expect(screen.getByText('Ongoing')).toBeInTheDocument();
  rerender(<IncidentHeader incident={{}} />);
  expect(screen.getByRole('heading', { level: 1, name: 'No summary' })).toBeInTheDocument();
  expect(screen.getByText('Unknown id')).toBeInTheDocument();
  expect(screen.getByText('Uncategorised')).toBeInTheDocument();
  expect(screen.getByText('Type not recorded')).toBeInTheDocument();
  expect(screen.getByText('Unknown (unassessed)')).toBeInTheDocument();
  expect(screen.queryByText('Ended')).toBeNull();
});
