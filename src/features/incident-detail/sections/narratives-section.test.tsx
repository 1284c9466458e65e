import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { NarrativesSection } from './narratives-section';

const { reporter } = exampleIncident;

test('narratives show their text and who wrote them', () => {
  render(
    <NarrativesSection
      reporter={reporter}
      narratives={[
        { id: 'a', body: 'Initial reports.\n\nA second paragraph.', reporterId: reporter.id },
        { id: 'b', body: '<b>not bold</b>', reporterId: 'f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f8a9b0c' },
      ]}
    />,
  );
  expect(screen.getByText('Initial reports.')).toBeInTheDocument();
  expect(screen.getByText('A second paragraph.')).toBeInTheDocument();
  expect(screen.getByText(`By the reporter, ${reporter.name}`)).toBeInTheDocument();
  expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  expect(screen.getByText('By analyst f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f8a9b0c')).toBeInTheDocument();
});

test('empty bodies, missing authors, empty and null lists read as such', () => {
  const { rerender } = render(
    <NarrativesSection reporter={null} narratives={[{ body: '  ' }, null]} />,
  );
  expect(screen.getByText('Empty narrative.')).toBeInTheDocument();
  expect(screen.getByText('Author not recorded')).toBeInTheDocument();
  rerender(<NarrativesSection reporter={reporter} narratives={[]} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
  rerender(<NarrativesSection reporter={reporter} narratives={null} />);
  expect(screen.getByText('None recorded.')).toBeInTheDocument();
});
