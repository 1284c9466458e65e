import { describe, expect, test } from 'vitest';
import { fakeIncident } from '../testing/fake-vendor.ts';
import { projectPage } from './page-projection.ts';

const page = (...incidents: unknown[]) => ({ data: incidents });

describe('projecting a page of incidents to the map’s columns', () => {
  test('keeps the map’s six fields, coordinates to about a metre', () => {
    const projected = projectPage(page(fakeIncident(1), fakeIncident(2)), 1000, new Set());
    expect(projected).toEqual({
      ok: true,
      received: 2,
      columns: {
        id: ['IN-1', 'IN-2'],
        longitude: [-168.87654, -167.87654],
        latitude: [-79, -78],
        category: [fakeIncident(1).category.id, fakeIncident(2).category.id],
        impact: [2, 3],
        startedAt: [1_799_999_999, 1_799_999_998],
        summary: ['Incident number 1', 'Incident number 2'],
      },
    });
  });

  test('no more than the room left under the limit, and an incident already sent only once', () => {
    const seen = new Set(['IN-1']);
    const projected = projectPage(page(fakeIncident(1), fakeIncident(2), fakeIncident(3)), 2, seen);
    expect(projected.ok && projected.columns.id).toEqual(['IN-2']);
    expect(projected.ok && projected.received).toBe(3);
    expect([...seen]).toEqual(['IN-1', 'IN-2']);
  });

  test.each([
    ['not a list answer', { incidents: [] }],
    ['an element that is not an object', page(fakeIncident(1), 'IN-2')],
    ['a malformed id', page({ ...fakeIncident(1), id: '1' })],
    [
      'a position off the globe',
      page({ ...fakeIncident(1), location: { longitude: 200, latitude: 0 } }),
    ],
    ['a category without an id', page({ ...fakeIncident(1), category: { name: 'Crime' } })],
    [
      'an impact that is not a whole number',
      page({ ...fakeIncident(1), impact: { rating: 'high' } }),
    ],
    ['no start', page({ ...fakeIncident(1), startedAt: null })],
    ['no summary', page({ ...fakeIncident(1), summary: undefined })],
  ])('%s: the page is unreadable', (_, body) => {
    expect(projectPage(body, 1000, new Set())).toEqual({ ok: false });
  });
});
