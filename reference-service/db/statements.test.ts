import { describe, expect, it } from 'vitest';
import { jsonListBytes } from './statements.ts';

const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('jsonListBytes', () => {
  it('is the UTF-8 of the documents joined by commas between the prefix and the suffix', () => {
    const items = ['{"name":"Zürich"}', '{"name":"東京"}', '{"name":"emoji 🛰️"}', '{"n":1}'];
    const bytes = jsonListBytes('{"data":[', items, ']}');
    expect(decoded(bytes)).toBe(`{"data":[${items.join(',')}]}`);
    expect(JSON.parse(decoded(bytes))).toEqual({
      data: items.map((item) => JSON.parse(item) as unknown),
    });
    expect(bytes.byteLength).toBe(Buffer.byteLength(`{"data":[${items.join(',')}]}`));
  });

  it('writes an empty list and a single document without a stray comma', () => {
    expect(decoded(jsonListBytes('[', [], ']'))).toBe('[]');
    expect(decoded(jsonListBytes('[', ['{"a":"é"}'], ']'))).toBe('[{"a":"é"}]');
  });

  it('holds a whole page of 1,000 documents of 4 kB', () => {
    const items = Array.from(
      { length: 1000 },
      (_, index) => `{"id":"IN-${index}","summary":"Rioting in Łódź ${'x'.repeat(4000)}"}`,
    );
    const bytes = jsonListBytes('{"data":[', items, ']}');
    expect(decoded(bytes)).toBe(`{"data":[${items.join(',')}]}`);
  });
});
