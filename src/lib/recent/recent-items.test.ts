import { beforeEach, describe, expect, test } from 'vitest';
import {
  MAX_RECENT_ITEMS,
  readRecentItems,
  RECENT_ITEMS_STORAGE_KEY,
  rememberRecentItem,
} from './recent-items';

const clock = (start: number) => {
  let time = start;
  return () => time++;
};

beforeEach(() => {
  localStorage.clear();
});

describe('recent items', () => {
  test('nothing stored reads as an empty list', () => {
    expect(readRecentItems()).toEqual([]);
  });

  test('remembers visits newest first in watchfloor.recent', () => {
    const now = clock(1000);
    rememberRecentItem({ kind: 'incident', id: 'IN-1', label: 'First' }, localStorage, now);
    rememberRecentItem({ kind: 'view', id: '/', label: 'Overview' }, localStorage, now);
    expect(readRecentItems()).toEqual([
      { kind: 'view', id: '/', label: 'Overview', visitedAt: 1001 },
      { kind: 'incident', id: 'IN-1', label: 'First', visitedAt: 1000 },
    ]);
    expect(JSON.parse(localStorage.getItem(RECENT_ITEMS_STORAGE_KEY) ?? 'null')).toHaveLength(2);
  });

  test('a second visit moves the place to the top with its new label, once', () => {
    const now = clock(0);
    rememberRecentItem({ kind: 'incident', id: 'IN-1', label: 'IN-1' }, localStorage, now);
    rememberRecentItem({ kind: 'theme', id: 'TH-2', label: 'Ports' }, localStorage, now);
    rememberRecentItem({ kind: 'incident', id: 'IN-1', label: 'Strike' }, localStorage, now);
    expect(readRecentItems().map(({ kind, id, label }) => `${kind} ${id} ${label}`)).toEqual([
      'incident IN-1 Strike',
      'theme TH-2 Ports',
    ]);
  });

  test('the same id of another kind is another place', () => {
    rememberRecentItem({ kind: 'incident', id: 'X', label: 'a' });
    rememberRecentItem({ kind: 'view', id: 'X', label: 'b' });
    expect(readRecentItems()).toHaveLength(2);
  });

  test(`keeps at most ${MAX_RECENT_ITEMS}, dropping the oldest`, () => {
    const now = clock(0);
    for (let n = 1; n <= MAX_RECENT_ITEMS + 3; n++) {
      rememberRecentItem({ kind: 'incident', id: `IN-${n}`, label: `IN-${n}` }, localStorage, now);
    }
    const ids = readRecentItems().map((item) => item.id);
    expect(ids).toHaveLength(MAX_RECENT_ITEMS);
    expect(ids[0]).toBe(`IN-${MAX_RECENT_ITEMS + 3}`);
    expect(ids).not.toContain('IN-3');
    expect(ids).toContain('IN-4');
  });

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"kind":"incident"}'],
    ['null', 'null'],
  ])('a corrupt value (%s) reads as an empty list and is replaced on the next visit', (_, raw) => {
    localStorage.setItem(RECENT_ITEMS_STORAGE_KEY, raw);
    expect(readRecentItems()).toEqual([]);
    rememberRecentItem({ kind: 'theme', id: 'TH-1', label: 'Ports' });
    expect(readRecentItems().map((item) => item.id)).toEqual(['TH-1']);
  });

  test('malformed entries are dropped and the rest kept', () => {
    localStorage.setItem(
      RECENT_ITEMS_STORAGE_KEY,
      JSON.stringify([
        { kind: 'incident', id: 'IN-1', label: 'Good', visitedAt: 5 },
        { kind: 'planet', id: 'P-1', label: 'Bad kind', visitedAt: 4 },
        { kind: 'incident', id: '', label: 'No id', visitedAt: 3 },
        { kind: 'incident', id: 'IN-2', label: 'No time' },
        { kind: 'incident', id: 'IN-1', label: 'Duplicate', visitedAt: 2 },
        'IN-3',
        null,
        { kind: 'view', id: '/', label: 'Overview', visitedAt: 1, extra: true },
      ]),
    );
    expect(readRecentItems()).toEqual([
      { kind: 'incident', id: 'IN-1', label: 'Good', visitedAt: 5 },
      { kind: 'view', id: '/', label: 'Overview', visitedAt: 1 },
    ]);
  });

  test('storage that throws reads as empty and a visit does not throw', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readRecentItems(broken)).toEqual([]);
    expect(
      rememberRecentItem({ kind: 'incident', id: 'IN-1', label: 'x' }, broken, () => 7),
    ).toEqual([{ kind: 'incident', id: 'IN-1', label: 'x', visitedAt: 7 }]);
  });

  test('full storage keeps the earlier list', () => {
    rememberRecentItem({ kind: 'incident', id: 'IN-1', label: 'kept' });
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    rememberRecentItem({ kind: 'incident', id: 'IN-2', label: 'lost' }, full);
    expect(readRecentItems().map((item) => item.id)).toEqual(['IN-1']);
  });
});
