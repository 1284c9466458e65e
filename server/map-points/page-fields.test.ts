import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fakeIncident } from '../testing/fake-vendor.ts';
import { parsePageJson } from './page-json.ts';
import { readPageFields } from './page-fields.ts';
import { MAP_FIELDS, projectPage } from './page-projection.ts';

const FIELDS = ['id', 'summary', 'location'];

/** What the full parse gives for the same fields: the reading must equal it. */
function expectedFields(text: string, fields = FIELDS) {
  const body = JSON.parse(text) as { data: Record<string, unknown>[] };
  return {
    data: body.data.map((record) =>
      Object.fromEntries(
        fields.filter((name) => name in record).map((name) => [name, record[name]]),
      ),
    ),
  };
}

const read = (text: string, fields = FIELDS) => readPageFields(Buffer.from(text), fields);

describe('reading some fields of a page’s records from its bytes', () => {
  test('the wanted fields exactly as the full parse has them, whatever surrounds them', () => {
    const text = JSON.stringify({
      meta: { note: 'a } ] " \\ in a string', list: [1, [2, { three: 3 }]] },
      data: [
        {
          themes: [{ name: 'brackets ] } [ { in text', count: 2 }],
          id: 'IN-1',
          description: 'She said "stop" \\ and left\n',
          summary: 'Zürich: 東京で抗議 🛰️ "quoted" \\ end',
          location: { longitude: -0.12, latitude: 51.5, timeZone: 'Europe/London' },
          isOngoing: true,
          originId: null,
          nested: { deep: [[[{}]]], empty: [] },
        },
        { id: 'IN-2', summary: 'caf\u00e9', location: { longitude: 1e-7, latitude: -9.5e1 } },
        {},
      ],
      total: 3,
    });
    expect(read(text)).toEqual(expectedFields(text));
  });

  test('reads pretty-printed JSON, escapes in values and the last of a repeated key', () => {
    const text = `{
      "data" : [ { "summary" : "caf\\u00e9 \\ud83d\\ude00 \\"x\\"" , "id" : "IN-1" ,
                   "id" : "IN-7" , "skip" : "\\\\" } ] ,
      "data2" : { }
    }`;
    expect(read(text)).toEqual({ data: [{ id: 'IN-7', summary: 'café 😀 "x"' }] });
  });

  test('the projection of a page of vendor incidents is the same as from the full parse', () => {
    const text = JSON.stringify({ data: [1, 2, 3].map((n) => fakeIncident(n)) });
    const full = projectPage(JSON.parse(text), 1000, new Set());
    const fields = readPageFields(Buffer.from(text), MAP_FIELDS);
    expect(fields).toBeDefined();
    expect(projectPage(fields, 1000, new Set())).toEqual(full);
  });

  test('any page of records: the fields read equal the full parse’s', () => {
    const record = fc.dictionary(
      fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 8 },
    );
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), fc.boolean(), (records, pretty) => {
        const text = JSON.stringify({ data: records }, undefined, pretty ? 2 : undefined);
        const fields = read(text);
        // Only a record's key written with an escape is left to the full parse.
        const escapedKey = records.some((one) =>
          Object.keys(one).some((key) => JSON.stringify(key).includes('\\')),
        );
        if (fields === undefined) expect(escapedKey).toBe(true);
        else expect(fields).toEqual(expectedFields(text));
      }),
      { numRuns: 300 },
    );
  });

  test('what it cannot read cleanly is left to the full parse (undefined)', () => {
    for (const text of [
      '{"data":[{"\\u0069d":"IN-1"}]}', // a key written with an escape
      '{"data":[1,2]}', // records that are not objects
      '{"data":{"id":"IN-1"}}', // data that is not a list
      '[{"id":"IN-1"}]', // not an object
      '{"total":3}', // no data
      '{"data":[{"id":"IN-1"}]} trailing',
      '{"data":[{"id":"IN-1}]}', // a string that never closes
      '{"data":[{"id":"IN-1","x":[1,2}]}', // brackets that do not match
      '{"data":[{"id":"IN-1","x":{"y":1]}}]}',
      '{"data":[{"x":[1},"id":"IN-1"}]}',
      '{"data":[{"id":"IN-1" "summary":"x"}]}', // no comma
      '{"data":[{"id":}]}', // no value
      '{"data":[{"id":IN-1}]}', // a wanted value that is not JSON
      '<html>Bad gateway</html>',
      '',
    ]) {
      expect(read(text), text).toBeUndefined();
    }
  });
});

describe('parsePageJson with the map’s fields', () => {
  test('reads only those fields when the page reads cleanly', () => {
    const parsed = parsePageJson(
      Buffer.from(JSON.stringify({ data: [fakeIncident(1)] })),
      MAP_FIELDS,
    );
    const [record] = (parsed!.body as { data: Record<string, unknown>[] }).data;
    expect(Object.keys(record!).sort()).toEqual([...MAP_FIELDS].sort());
  });

  test('otherwise the full parse decides: an escaped key is read, bytes that are not JSON are not', () => {
    const escaped = parsePageJson(Buffer.from('{"data":[{"\\u0069d":"IN-1"}]}'), MAP_FIELDS);
    expect(escaped?.body).toEqual({ data: [{ id: 'IN-1' }] });
    expect(parsePageJson(Buffer.from('{"data":[{"id":"IN-1"'), MAP_FIELDS)).toBeUndefined();
  });
});
