import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { formatUtcDateTime } from '@/lib/time/format-time';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { RecordSection } from './record-section';

const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'Record' })).getByText(label, { selector: 'dt' })
    .nextElementSibling!;

test('id, status, watched flag, the four record instants and the origin', () => {
  render(
    <RecordSection incident={{ ...exampleIncident, isWatched: true, originId: 'ORIGIN-77' }} />,
  );
  expect(fact('Incident id')).toHaveTextContent('IN-224368');
  expect(fact('Status')).toHaveTextContent('approved');
  expect(fact('Watched')).toHaveTextContent('Yes');
  for (const [label, seconds] of [
    ['Drafted', exampleIncident.draftedAt],
    ['Reported', exampleIncident.reportedAt],
    ['Reviewed', exampleIncident.reviewedAt],
    ['Updated', exampleIncident.updatedAt],
  ] as const) {
    const time = fact(label).querySelector('time')!;
    expect(time).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
    expect(time).toHaveTextContent(formatUtcDateTime(seconds * 1000));
  }
  expect(fact('Origin id')).toHaveTextContent('ORIGIN-77');
});

test('missing values read as not recorded; no origin reads "None"', () => {
  render(<RecordSection incident={{ originId: null }} />);
  for (const label of ['Incident id', 'Status', 'Watched', 'Drafted', 'Reported', 'Updated']) {
    expect(fact(label)).toHaveTextContent('Not recorded');
  }
  expect(fact('Origin id')).toHaveTextContent('None');
});
