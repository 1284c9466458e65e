import { describe, expect, test } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config';
import { parseRuntimeConfig } from './runtime-config';

const valid = { mapStyleUrl: null, mapIncidentLimit: 50_000 };

describe('parseRuntimeConfig', () => {
  test('accepts what the Watchfloor server serves', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ok: true,
      config: { mapStyleUrl: undefined, mapIncidentLimit: 50_000 },
    });
  });

  test('an empty object is the offline basemap and the default map limit', () => {
    expect(parseRuntimeConfig({})).toEqual({
      ok: true,
      config: { mapStyleUrl: undefined, mapIncidentLimit: 50_000 },
    });
  });

  test('takes a map incident limit, and names one that is not a positive whole number', () => {
    const limited = parseRuntimeConfig({ ...valid, mapIncidentLimit: 20_000 });
    expect(limited.ok && limited.config.mapIncidentLimit).toBe(20_000);
    for (const wrong of [0, 2.5, '1000']) {
      const result = parseRuntimeConfig({ ...valid, mapIncidentLimit: wrong });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems[0]?.key).toBe('mapIncidentLimit');
    }
  });

  test('keeps a map style URL and treats an empty one as the offline basemap', () => {
    const withStyle = parseRuntimeConfig({
      ...valid,
      mapStyleUrl: 'https://tiles.example/style.json',
    });
    expect(withStyle.ok && withStyle.config.mapStyleUrl).toBe('https://tiles.example/style.json');
    const empty = parseRuntimeConfig({ ...valid, mapStyleUrl: '' });
    expect(empty.ok && empty.config.mapStyleUrl).toBeUndefined();
  });

  test('names a map style that is not an http(s) URL', () => {
    const result = parseRuntimeConfig({ ...valid, mapStyleUrl: 'ftp://tiles.example/style' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.key).toBe('mapStyleUrl');
    expect(result.problems[0]?.message).toContain('"ftp://tiles.example/style"');
  });

  test('the API URLs of earlier versions are ignored, not refused, and not used', () => {
    const result = parseRuntimeConfig({
      ...valid,
      newsUrl: 'http://127.0.0.1:4010',
      authUrl: 'http://127.0.0.1:4011',
      incidentUrl: 'http://127.0.0.1:4012',
    });
    expect(result).toEqual({
      ok: true,
      config: { mapStyleUrl: undefined, mapIncidentLimit: 50_000 },
    });
  });

  test('names an unknown key, so a typo is caught', () => {
    const result = parseRuntimeConfig({
      ...valid,
      mapstyleUrl: 'https://x.example/style.json',
      extra: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.key)).toEqual(['mapstyleUrl', 'extra']);
    expect(result.problems[0]?.message).toContain('is not a known key');
  });

  test('rejects something that is not an object', () => {
    const result = parseRuntimeConfig(['http://127.0.0.1:4010']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.message).toContain('must be a JSON object');
  });
});

describe('loadRuntimeConfig', () => {
  const answering = (body: string, status = 200) =>
    (() => Promise.resolve(new Response(body, { status }))) as typeof fetch;

  test('reads and validates the answer', async () => {
    const result = await loadRuntimeConfig(
      answering(JSON.stringify({ mapStyleUrl: 'https://tiles.example/style.json' })),
      '/config.json',
    );
    expect(result).toEqual({
      ok: true,
      config: { mapStyleUrl: 'https://tiles.example/style.json', mapIncidentLimit: 50_000 },
    });
  });

  test('explains a missing answer', async () => {
    const result = await loadRuntimeConfig(answering('Not found', 404), '/config.json');
    expect(result).toEqual({
      ok: false,
      problems: [
        { message: '/config.json could not be loaded: the Watchfloor server answered HTTP 404.' },
      ],
    });
  });

  test('explains malformed JSON', async () => {
    const result = await loadRuntimeConfig(answering('{"mapStyleUrl": '), '/config.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.message).toMatch(/^\/config\.json is not valid JSON: /);
  });

  test('explains an unreachable server', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const result = await loadRuntimeConfig(failing, '/config.json');
    expect(result).toEqual({
      ok: false,
      problems: [
        { message: '/config.json could not be fetched: the Watchfloor server did not answer.' },
      ],
    });
  });
});
