import { expect, test } from 'vitest';
import { formatLocalTime, formatUtcDateTime } from '@/lib/time/format-time';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { incidentCitation, incidentUrl } from './incident-citation';

test('the canonical address carries no search or hash', () => {
  expect(incidentUrl('https://watch.example', 'IN-224368')).toBe(
    'https://watch.example/incidents/IN-224368',
  );
});

test('a citation names the incident, what and where, its times and its address', () => {
  const url = incidentUrl('https://watch.example', exampleIncident.id);
  expect(incidentCitation(exampleIncident, url).split('\n')).toEqual([
    'IN-224368: Missile strike reported near a coastal fuel depot',
    'Indirect Weapons / Ballistic Missile · United States',
    `Started: ${formatLocalTime('2025-11-20T04:00:00-0800')} local / ${formatUtcDateTime(1_763_640_000_000)}`,
    `Ended: ${formatLocalTime('2025-11-20T08:30:00-0800')} local / ${formatUtcDateTime(1_763_656_200_000)}`,
    `Reported: ${formatUtcDateTime(1_763_650_800_000)}`,
    'https://watch.example/incidents/IN-224368',
  ]);
});

test('an ongoing or sparse incident still cites cleanly', () => {
  expect(incidentCitation({ ...exampleIncident, isOngoing: true }, 'u').split('\n')[3]).toMatch(
    /^Ongoing as of: /,
  );
  expect(incidentCitation({ summary: '  ' }, 'https://x.example/incidents/')).toBe(
    'Incident: No summary\nhttps://x.example/incidents/',
  );
});
