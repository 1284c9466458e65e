import { describe, expect, test } from 'vitest';
import { linkifyNotes } from './linkify-notes';

const ORIGIN = 'https://watchfloor.example';

describe('linkifyNotes', () => {
  test('incident and theme ids become links, the words around them stay', () => {
    expect(linkifyNotes('Same crowd as IN-224368 (see TH-149).', ORIGIN)).toEqual([
      { kind: 'text', text: 'Same crowd as ' },
      { kind: 'incident', id: 'IN-224368' },
      { kind: 'text', text: ' (see ' },
      { kind: 'theme', id: 'TH-149' },
      { kind: 'text', text: ').' },
    ]);
  });

  test('ids inside other words or addresses are left alone', () => {
    for (const text of [
      'PIN-1234',
      'IN-12x',
      'IN-12-3',
      'https://example.org/IN-5',
      'in-12',
      'MTH-3',
    ]) {
      expect(linkifyNotes(text, ORIGIN)).toEqual([{ kind: 'text', text }]);
    }
  });

  test('this app’s addresses of sites, incidents and themes link within the app', () => {
    expect(
      linkifyNotes(
        `HQ: ${ORIGIN}/sites/6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f. Nearby: /incidents?country=eq:NGA;`,
        ORIGIN,
      ),
    ).toEqual([
      { kind: 'text', text: 'HQ: ' },
      {
        kind: 'app-link',
        href: '/sites/6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
        text: `${ORIGIN}/sites/6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f`,
      },
      { kind: 'text', text: '. Nearby: ' },
      { kind: 'app-link', href: '/incidents?country=eq:NGA', text: '/incidents?country=eq:NGA' },
      { kind: 'text', text: ';' },
    ]);
  });

  test('other sites’ addresses and other paths of ours stay text', () => {
    for (const text of [
      'https://evil.example/sites/abc',
      `${ORIGIN}.evil.example/sites/abc`,
      `${ORIGIN}/login?redirect=x`,
      'javascript:alert(1)',
      '//evil.example/sites/abc',
    ]) {
      expect(linkifyNotes(text, ORIGIN)).toEqual([{ kind: 'text', text }]);
    }
  });

  test('markup is kept word for word around what links', () => {
    const text = '<a href="javascript:x">IN-7</a> <script>alert(1)</script>';
    const segments = linkifyNotes(text, ORIGIN);
    expect(segments).toEqual([
      { kind: 'text', text: '<a href="javascript:x">' },
      { kind: 'incident', id: 'IN-7' },
      { kind: 'text', text: '</a> <script>alert(1)</script>' },
    ]);
  });

  test('nothing to link: one text segment; nothing at all: none', () => {
    expect(linkifyNotes('Quiet day.', ORIGIN)).toEqual([{ kind: 'text', text: 'Quiet day.' }]);
    expect(linkifyNotes('', ORIGIN)).toEqual([]);
  });
});
