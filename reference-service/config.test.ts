import { describe, expect, test } from 'vitest';
import { apiBaseUrls, readServiceConfig } from './config';

describe('readServiceConfig', () => {
  test('has working defaults', () => {
    const config = readServiceConfig({});
    expect(config).toEqual({
      host: '127.0.0.1',
      ports: { news: 4010, auth: 4011, incident: 4012 },
      corsOrigins: ['http://127.0.0.1:4300', 'http://localhost:4300'],
    });
    expect(apiBaseUrls(config)).toEqual({
      news: 'http://127.0.0.1:4010',
      auth: 'http://127.0.0.1:4011',
      incident: 'http://127.0.0.1:4012',
    });
  });

  test('takes ports and origins from the environment', () => {
    const config = readServiceConfig({
      TI_NEWS_PORT: '5010',
      TI_AUTH_PORT: '5011',
      TI_INCIDENT_PORT: '5012',
      TI_CORS_ORIGINS: 'https://dash.example.com, http://localhost:8080',
    });
    expect(config.ports).toEqual({ news: 5010, auth: 5011, incident: 5012 });
    expect(config.corsOrigins).toEqual(['https://dash.example.com', 'http://localhost:8080']);
  });

  test('derives the default origins from DASHBOARD_PORT', () => {
    expect(readServiceConfig({ DASHBOARD_PORT: '8080' }).corsOrigins).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
  });

  test.each([
    [{ TI_NEWS_PORT: 'eighty' }, 'TI_NEWS_PORT must be a TCP port'],
    [{ TI_AUTH_PORT: '70000' }, 'TI_AUTH_PORT must be a TCP port'],
    [{ TI_AUTH_PORT: '4010' }, 'must differ'],
    [{ TI_CORS_ORIGINS: 'not a url' }, 'not an origin URL'],
    [{ TI_CORS_ORIGINS: 'http://localhost:4300/app' }, 'must be bare origins'],
  ])('rejects %o with a readable message', (env, message) => {
    expect(() => readServiceConfig(env)).toThrow(message);
  });
});
