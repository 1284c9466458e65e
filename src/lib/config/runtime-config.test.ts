import { describe, expect, test } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  newsUrl: 'http://127.0.0.1:4010',
  authUrl: 'https://auth.example.com/',
  incidentUrl: 'https://incidents.example.com/v1',
  mapStyleUrl: null,
};

describe('parseRuntimeConfig', () => {
  test('accepts the shipped shape and normalises trailing slashes', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ok: true,
      config: {
        newsUrl: 'http://127.0.0.1:4010',
        authUrl: 'https://auth.example.com',
        incidentUrl: 'https://incidents.example.com/v1',
        mapStyleUrl: undefined,
        mapIncidentLimit: 50_000,
      },
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
    const { mapStyleUrl: _omitted, ...withoutStyle } = valid;
    expect(parseRuntimeConfig(withoutStyle).ok).toBe(true);
  });

  test('names a missing key', () => {
    const { incidentUrl: _omitted, ...rest } = valid;
    const result = parseRuntimeConfig(rest);
    expect(result).toEqual({
      ok: false,
      problems: [
        { key: 'incidentUrl', message: 'is missing: it must be the base URL of the incident API' },
      ],
    });
  });

  test('names a key whose value is not an http(s) URL', () => {
    const result = parseRuntimeConfig({ ...valid, newsUrl: 'ftp://news.example', authUrl: 42 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.key)).toEqual(['newsUrl', 'authUrl']);
    expect(result.problems[0]?.message).toContain('"ftp://news.example"');
    expect(result.problems[1]?.message).toContain('42');
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

  test('reads and validates the file', async () => {
    const result = await loadRuntimeConfig(answering(JSON.stringify(valid)), '/config.json');
    expect(result.ok).toBe(true);
  });

  test('explains a missing file', async () => {
    const result = await loadRuntimeConfig(answering('Not found', 404), '/config.json');
    expect(result).toEqual({
      ok: false,
      problems: [
        { message: '/config.json could not be loaded: the web server answered HTTP 404.' },
      ],
    });
  });

  test('explains malformed JSON', async () => {
    const result = await loadRuntimeConfig(answering('{"newsUrl": '), '/config.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.message).toMatch(/^\/config\.json is not valid JSON: /);
  });

  test('explains an unreachable server', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const result = await loadRuntimeConfig(failing, '/config.json');
    expect(result.ok).toBe(false);
  });
});
