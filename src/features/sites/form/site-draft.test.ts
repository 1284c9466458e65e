import { expect, test } from 'vitest';
import { draftOf, draftPosition, EMPTY_DRAFT, readDraft } from './site-draft';

test('a draft reads into the API’s shape, decimal commas and repeated tags included', () => {
  const read = readDraft({
    ...EMPTY_DRAFT,
    name: '  Lagos office ',
    latitude: '6,4541',
    longitude: '3.3947',
    tags: 'office, Office, hq, ',
    radius: { allKm: '', categories: { Crime: '2', 'Civil Unrest': '' }, impacts: { '5': '3' } },
  });
  expect(read).toEqual({
    ok: true,
    input: {
      name: 'Lagos office',
      latitude: 6.4541,
      longitude: 3.3947,
      address: '',
      tags: ['office', 'hq'],
      visibility: 'team',
      radius: { allKm: null, categories: { Crime: 2 }, impacts: { '5': 3 } },
    },
  });
});

test('every field the server would refuse gets its message before anything is sent', () => {
  const read = readDraft({
    ...EMPTY_DRAFT,
    name: ' ',
    latitude: '95',
    longitude: 'east',
    radius: { allKm: '-3', categories: { Crime: '900' }, impacts: { '4': '9' } },
  });
  expect(read).toEqual({
    ok: false,
    errors: {
      name: 'Give the site a name.',
      latitude: 'A latitude from -90 to 90 degrees.',
      longitude: 'A longitude from -180 to 180 degrees.',
      'radius.allKm': 'A distance from 0 to 500 km.',
      'radius.categories.Crime': 'A distance from 0 to 500 km.',
      'radius.impacts.4': 'A factor from 0 to 5.',
    },
  });
  expect(readDraft(EMPTY_DRAFT)).toMatchObject({
    ok: false,
    errors: { latitude: 'Type the latitude, or click the map.' },
  });
});

test('the map shows a position only once both coordinates make one', () => {
  expect(draftPosition({ ...EMPTY_DRAFT, latitude: '6.45', longitude: '' })).toBeUndefined();
  expect(draftPosition({ ...EMPTY_DRAFT, latitude: '96', longitude: '3' })).toBeUndefined();
  expect(draftPosition({ ...EMPTY_DRAFT, latitude: '6.45', longitude: '3.39' })).toEqual([
    3.39, 6.45,
  ]);
  expect(
    draftOf({
      name: 'x',
      latitude: 36.319362999999996,
      longitude: 50.048227,
      address: '',
      tags: ['a'],
      visibility: 'private',
      radius: { allKm: 4, categories: {}, impacts: {} },
    }),
  ).toMatchObject({ latitude: '36.319363', tags: 'a', radius: { allKm: '4' } });
});
