import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncidentOverview } from '../../../contract/examples/incidents';
import { IncidentSummary } from './incident-summary';

test('every overview field the analyst reads is on the page', () => {
  render(<IncidentSummary incident={exampleIncidentOverview} />);
  const incident = exampleIncidentOverview;
  expect(screen.getByRole('heading', { level: 1, name: incident.summary })).toBeInTheDocument();
  expect(screen.getByText(incident.id)).toBeInTheDocument();
  expect(screen.getByText(incident.category.name)).toBeInTheDocument();
  expect(screen.getByText(incident.type.name)).toBeInTheDocument();
  expect(screen.getByText(incident.location.timeZone, { exact: false })).toBeInTheDocument();
  expect(screen.getByText(incident.countries[0]!.name, { exact: false })).toBeInTheDocument();
  expect(screen.getByText('References').nextSibling).toHaveTextContent(
    String(incident.counts.references),
  );
});

test('a description with markup is shown as text, never run as HTML', () => {
  const hostile = '<img src=x onerror=alert(1)> and <b>bold</b>';
  const { container } = render(
    <IncidentSummary incident={{ ...exampleIncidentOverview, description: hostile }} />,
  );
  expect(screen.getByText(hostile)).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
});

test('paragraphs of the description stay paragraphs; an empty one says so', () => {
  const { rerender } = render(
    <IncidentSummary
      incident={{ ...exampleIncidentOverview, description: 'First part.\n\nSecond part.' }}
    />,
  );
  expect(screen.getByText('First part.').tagName).toBe('P');
  expect(screen.getByText('Second part.').tagName).toBe('P');
  rerender(<IncidentSummary incident={{ ...exampleIncidentOverview, description: '' }} />);
  expect(screen.getByText('No description.')).toBeInTheDocument();
});

test('an unassessed impact (−1), no countries and no origin read as such', () => {
  render(
    <IncidentSummary
      incident={{
        ...exampleIncidentOverview,
        impact: { rating: -1, shortDescription: 'Unknown', longDescription: '' },
        countries: [],
        originId: null,
        isOngoing: true,
      }}
    />,
  );
  expect(screen.getByText('Unknown (unassessed)')).toBeInTheDocument();
  expect(screen.getByText('The impact has not been assessed.')).toBeInTheDocument();
  expect(screen.getByText('Still ongoing')).toBeInTheDocument();
  expect(screen.getByText('Countries').nextSibling).toHaveTextContent('—');
});
