import { describe, expect, test } from 'vitest';
import { changeOf, mergeNotes, rebase, UNTRIAGED, type TriageFields } from './triage-draft';

const base: TriageFields = { ...UNTRIAGED, status: 'reviewing', notes: 'Port closed.' };

describe('mergeNotes', () => {
  test('two additions to the same note keep both, theirs first', () => {
    expect(
      mergeNotes(
        'Port closed.',
        'Port closed.\nAna: reopens 18:00.',
        'Port closed.\nChidi: 3 hurt.',
      ),
    ).toBe('Port closed.\nAna: reopens 18:00.\nChidi: 3 hurt.');
  });

  test('one side unchanged takes the other; rewrites of both keep both texts', () => {
    expect(mergeNotes('a', 'a', 'b')).toBe('b');
    expect(mergeNotes('a', 'b', 'a')).toBe('b');
    expect(mergeNotes('a', 'x', 'y')).toBe('x\n\ny');
    expect(mergeNotes('', 'Ana: closed.', 'Chidi: open.')).toBe('Ana: closed.\n\nChidi: open.');
  });
});

describe('rebase after a 409', () => {
  test('keeps my changes, takes theirs elsewhere, and loses no note', () => {
    const theirs: TriageFields = {
      ...base,
      impactOnUs: 'high',
      notes: 'Port closed. Reopens at 18:00.',
    };
    const mine: TriageFields = { ...base, status: 'relevant', notes: 'Port closed. 3 hurt.' };
    expect(rebase(base, theirs, mine)).toEqual({
      ...base,
      status: 'relevant',
      impactOnUs: 'high',
      notes: 'Port closed. Reopens at 18:00. 3 hurt.',
    });
  });

  test('leaving duplicate on either side drops the incident it named', () => {
    const theirs: TriageFields = { ...base, status: 'duplicate', duplicateOf: 'IN-2' };
    const mine: TriageFields = { ...base, status: 'not-relevant' };
    expect(rebase(base, theirs, mine)).toMatchObject({ status: 'not-relevant', duplicateOf: null });
  });
});

describe('changeOf', () => {
  test('sends only what changed, from the version it was made from', () => {
    expect(changeOf(base, { ...base, impactOnUs: 'low' }, 4)).toEqual({
      version: 4,
      impactOnUs: 'low',
    });
    expect(
      changeOf(UNTRIAGED, { ...UNTRIAGED, status: 'duplicate', duplicateOf: 'IN-9' }, 0),
    ).toEqual({
      version: 0,
      status: 'duplicate',
      duplicateOf: 'IN-9',
    });
  });
});
