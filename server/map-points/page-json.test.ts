import { describe, expect, it } from 'vitest';
import { parsePageJson } from './page-json.ts';

/** Every string of the parsed body, passed through `text`, as the usual UTF-8 parse gives it. */
function readsAsUtf8(bytes: Buffer) {
  const parsed = parsePageJson(bytes);
  expect(parsed).toBeDefined();
  const { body, text } = parsed!;
  const summaries = (body as { data: { summary: string }[] }).data.map((item) =>
    text(item.summary),
  );
  const expected = (JSON.parse(bytes.toString('utf8')) as { data: { summary: string }[] }).data;
  expect(summaries).toEqual(expected.map((item) => item.summary));
  return summaries;
}

const page = (...summaries: string[]) =>
  JSON.stringify({ data: summaries.map((summary) => ({ summary })) });

describe('parsePageJson', () => {
  it('reads a page of plain ASCII', () => {
    expect(readsAsUtf8(Buffer.from(page('Protest in Paris', 'Flood "warning"\n')))).toEqual([
      'Protest in Paris',
      'Flood "warning"\n',
    ]);
  });

  it('gives back texts beyond ASCII exactly: accents, scripts, emoji', () => {
    expect(
      readsAsUtf8(Buffer.from(page('Rioting in Łódź', '東京で抗議', 'Drone 🛰️ sighted', 'plain'))),
    ).toEqual(['Rioting in Łódź', '東京で抗議', 'Drone 🛰️ sighted', 'plain']);
  });

  it('keeps escapes of ASCII characters beside raw text beyond it', () => {
    const bytes = Buffer.from('{"data":[{"summary":"Zürich \\u0041\\n\\"quoted\\" \\\\ end"}]}');
    expect(readsAsUtf8(bytes)).toEqual(['Zürich A\n"quoted" \\ end']);
  });

  it('reads a page that writes characters beyond ASCII as escapes, mixed with raw ones', () => {
    // Raw "ü" and an escaped "é" in one page: the escape must not be taken for raw bytes.
    const bytes = Buffer.from(
      '{"data":[{"summary":"Zürich"},{"summary":"caf\\u00e9 \\ud83d\\ude00"}]}',
    );
    expect(readsAsUtf8(bytes)).toEqual(['Zürich', 'café 😀']);
  });

  it('reads a backslash followed by u as text, and bytes that are not UTF-8 as the usual way does', () => {
    expect(
      readsAsUtf8(Buffer.from('{"data":[{"summary":"Zürich \\\\u00e9 C:\\\\users"}]}')),
    ).toEqual(['Zürich \\u00e9 C:\\users']);
    const broken = Buffer.concat([
      Buffer.from('{"data":[{"summary":"Zürich '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}]}'),
    ]);
    readsAsUtf8(broken);
  });

  it('answers undefined for bytes that are not JSON', () => {
    expect(parsePageJson(Buffer.from('<html>Bad gateway</html>'))).toBeUndefined();
    expect(parsePageJson(Buffer.from('{"data":[{"summary":"Zürich'))).toBeUndefined();
    expect(parsePageJson(Buffer.from('{"data":"\\u00zz"}'))).toBeUndefined();
  });
});
