import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { formatLocalTime, formatUtcDateTime } from '@/lib/time/format-time';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { TimingSection } from './timing-section';

const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'When' })).getByText(label, { selector: 'dt' })
    .nextElementSibling!;

test('start and end in the incident’s own time, with the duration', () => {
  render(<TimingSection incident={exampleIncident} />);
  const { startedAt, endedAt } = exampleIncident;
  // The wall clock where it happened (04:00 at UTC−08:00), then the instant in UTC (12:00).
  expect(fact('Started')).toHaveTextContent(`${formatLocalTime(startedAt.localTime)} local`);
  expect(formatLocalTime(startedAt.localTime)).toMatch(/04:00.*UTC−08:00$/);
  expect(fact('Started')).toHaveTextContent(formatUtcDateTime(startedAt.timestamp * 1000));
  expect(fact('Ended')).toHaveTextContent(formatLocalTime(endedAt.localTime));
  expect(fact('Duration')).toHaveTextContent(/^4 hours 30 minutes$/);
  expect(fact('State')).toHaveTextContent('Ended');
});

test('an ongoing incident’s end is its latest update, and its duration runs on', () => {
  render(<TimingSection incident={{ ...exampleIncident, isOngoing: true }} />);
  expect(fact('Ongoing as of')).toHaveTextContent(
    formatLocalTime(exampleIncident.endedAt.localTime),
  );
  expect(fact('Duration')).toHaveTextContent('4 hours 30 minutes so far');
  expect(fact('State')).toHaveTextContent('Ongoing');
});

test('missing times read "Not recorded" and the duration "Unknown"', () => {
  render(
    <TimingSection incident={{ startedAt: null, endedAt: { localTime: null }, isOngoing: null }} />,
  );
  expect(fact('Started')).toHaveTextContent('Not recorded');
  expect(fact('Ended')).toHaveTextContent('Not recorded');
  expect(fact('Duration')).toHaveTextContent('Unknown');
  expect(fact('State')).toHaveTextContent('Not recorded');
});

test('a local time alone, without its instant, is still shown', () => {
  render(
    <TimingSection
      incident={{ startedAt: { localTime: '2025-11-20T04:00:00-0800', timestamp: null } }}
    />,
  );
  expect(fact('Started')).toHaveTextContent(`${formatLocalTime('2025-11-20T04:00:00-0800')} local`);
  expect(fact('Duration')).toHaveTextContent('Unknown');
});
