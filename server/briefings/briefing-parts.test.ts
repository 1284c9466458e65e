import { describe, expect, test } from 'vitest';
import { missingReason, oneLine, periodsOf, vendorFiltersOf } from './briefing-compute.ts';
import type { Briefing } from '../../contract/resources/briefings.ts';
import { briefingMap, renderBriefingEmail, trendText } from './briefing-email.ts';
import { nextRunAfter } from './briefing-store.ts';

describe('the parts of a briefing', () => {
  test('a saved search’s address becomes the vendor’s filters, without the period or the view', () => {
    expect(
      vendorFiltersOf(
        '/incidents?impact=gte:3&category=in:a,b&startedAt=gte:1&sort=impact:desc&page=2&pageSize=50',
      ),
    ).toEqual({ impact: 'gte:3', category: 'in:a,b' });
    expect(vendorFiltersOf('/incidents')).toEqual({});
  });

  test('one line: the first sentence of the description, at most 200 characters', () => {
    expect(oneLine({ summary: 'S', description: 'First one.  Second one.' })).toBe('First one.');
    expect(oneLine({ summary: 'Only a summary', description: null })).toBe('Only a summary');
    const long = oneLine({ summary: 'S', description: 'x'.repeat(400) });
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  test('the period and the one before it, both ends included', () => {
    const at = new Date(Date.UTC(2026, 10, 20, 9, 0));
    const until = at.getTime() / 1000;
    expect(periodsOf(at, 24)).toEqual({
      period: { from: until - 86400, until },
      previous: { from: until - 2 * 86400, until: until - 86400 - 1 },
    });
  });

  test('the reason a schedule stopped names what was deleted and when', () => {
    expect(
      missingReason({
        field: 'savedSearchId',
        kind: 'saved search',
        name: 'Major in Europe',
        deletedAt: new Date(Date.UTC(2026, 10, 28, 15)),
      }),
    ).toBe('The saved search “Major in Europe” was deleted on 28 Nov 2026.');
    expect(missingReason({ field: 'siteIds.0', kind: 'site', name: null, deletedAt: null })).toBe(
      'A site of this briefing is no longer there or no longer shared.',
    );
  });

  test('the next run is the next HH:MM on the zone’s clock, across daylight-saving changes', () => {
    // 29 Mar 2026: Paris moves from +01:00 to +02:00 at 02:00 local.
    const before = new Date(Date.UTC(2026, 2, 28, 7, 0));
    expect(nextRunAfter(before, '07:00', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    expect(
      nextRunAfter(new Date(Date.UTC(2026, 2, 29, 4, 59)), '07:00', 'Europe/Paris').toISOString(),
    ).toBe('2026-03-29T05:00:00.000Z');
    expect(nextRunAfter(new Date(Date.UTC(2026, 10, 20, 6, 0)), '06:00', 'UTC').toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
  });

  test('the trend says which way and by how much', () => {
    expect(trendText(12, 10)).toBe('up 2 on the period before (+20%)');
    expect(trendText(5, 10)).toBe('down 5 on the period before (-50%)');
    expect(trendText(3, 0)).toBe('up 3 on the period before');
    expect(trendText(4, 4)).toBe('the same as the period before');
  });
});

describe('the briefing email', () => {
  const briefing: Briefing = {
    id: '11111111-1111-4111-8111-111111111111',
    owner: { email: 'ana@team.example', name: 'Ana' },
    createdAt: '2026-11-20T09:00:00.000Z',
    params: { title: 'Quiet night', savedSearchId: null, siteIds: [], periodHours: 24 },
    scheduleId: null,
    content: {
      period: { from: 1_763_542_800, until: 1_763_629_200 },
      previous: { from: 1_763_456_400, until: 1_763_542_799 },
      source: { savedSearch: null, sites: [] },
      totals: { count: 0, previousCount: 2 },
      byCategory: [],
      topIncidents: [],
      sites: [],
      news: [],
      truncated: false,
      omitted: 0,
    },
  };

  test('says plainly when nothing happened, and links back to the briefing', async () => {
    const email = await renderBriefingEmail(briefing, 'https://wf.example');
    expect(email.subject).toBe('Briefing: Quiet night · 0 incidents');
    expect(email.text).toContain('Nothing happened in this period that matches this briefing.');
    expect(email.html).toContain(`href="https://wf.example/briefings/${briefing.id}"`);
    expect(email.html).not.toContain('<svg');
  });

  test('draws a map laid out beforehand inline, each incident linking to it', async () => {
    const withIncident: Briefing = {
      ...briefing,
      content: {
        ...briefing.content,
        totals: { count: 1, previousCount: 0 },
        topIncidents: [
          {
            id: 'IN-7',
            summary: 'Port closed',
            line: 'The port closed.',
            impact: 4,
            impactLabel: 'Major',
            category: { id: 'c', name: 'Maritime', colour: '#123456' },
            startedAt: 1_763_600_000,
            countries: ['France'],
            longitude: 5.3,
            latitude: 43.3,
          },
        ],
      },
    };
    const email = await renderBriefingEmail(
      withIncident,
      'https://wf.example',
      briefingMap(withIncident, 'https://wf.example'),
    );
    expect(email.html).toContain('<svg');
    // Drawn from Natural Earth: the countries around the incident are there.
    expect(email.html.match(/<path/g)!.length).toBeGreaterThan(5);
    expect(email.html).toContain('href="https://wf.example/incidents/IN-7"');
    expect(email.text).toContain('The port closed.');
  });
});
