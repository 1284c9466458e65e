import { describe, expect, test } from 'vitest';
import { readServerConfig, ServerConfigError } from './config.ts';

describe('the server’s settings', () => {
  test('with nothing set, it serves on loopback in front of the local reference service', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4300,
      upstreams: {
        news: 'http://127.0.0.1:4010',
        auth: 'http://127.0.0.1:4011',
        incidents: 'http://127.0.0.1:4012',
      },
      upstreamOrigin: 'http://127.0.0.1:4300',
      databaseUrl: undefined,
      sessionIdleSeconds: 8 * 3600,
      trustProxy: false,
      admins: [],
      mapIncidentLimit: 50_000,
      mapPoints: { concurrency: 4, cacheBytes: 64 * 1024 * 1024 },
    });
  });

  test('the map’s points: pages read at once, 1 to 32, and the cache’s megabytes, 0 for none', () => {
    const config = readServerConfig({ MAP_POINTS_CONCURRENCY: '8', MAP_POINTS_CACHE_MB: '0' });
    expect(config.mapPoints).toEqual({ concurrency: 8, cacheBytes: 0 });
    expect(() => readServerConfig({ MAP_POINTS_CONCURRENCY: '0' })).toThrow(
      /^MAP_POINTS_CONCURRENCY/,
    );
    expect(() => readServerConfig({ MAP_POINTS_CONCURRENCY: '64' })).toThrow(
      /^MAP_POINTS_CONCURRENCY/,
    );
    expect(() => readServerConfig({ MAP_POINTS_CACHE_MB: 'lots' })).toThrow(/^MAP_POINTS_CACHE_MB/);
  });

  test('bases lose their trailing slash; admins are lower-cased; blanks count as unset', () => {
    const config = readServerConfig({
      NEWS_URL: 'https://news.vendor.example/v2/',
      WATCHFLOOR_ADMINS: ' Boss@Example.com, ,lead@example.com',
      WATCHFLOOR_PORT: '',
      PUBLIC_URL: 'https://watchfloor.example.com',
    });
    expect(config.upstreams.news).toBe('https://news.vendor.example/v2');
    expect(config.admins).toEqual(['boss@example.com', 'lead@example.com']);
    expect(config.port).toBe(4300);
    expect(config.upstreamOrigin).toBe('https://watchfloor.example.com');
  });

  test('every bad variable is named on its own line, and none is skipped', () => {
    let problems: string[] = [];
    try {
      readServerConfig({
        WATCHFLOOR_PORT: '99999',
        NEWS_URL: 'ftp://news.example',
        DATABASE_URL: 'mysql://user:secret-password@db/x',
        TRUST_PROXY: 'maybe',
        SESSION_IDLE_MINUTES: '-5',
        PUBLIC_URL: 'https://watchfloor.example.com/app',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ServerConfigError);
      problems = (error as ServerConfigError).problems;
    }
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'WATCHFLOOR_PORT',
      'NEWS_URL',
      'DATABASE_URL',
      'SESSION_IDLE_MINUTES',
      'TRUST_PROXY',
      'PUBLIC_URL',
    ]);
    expect(problems.find((line) => line.startsWith('WATCHFLOOR_PORT'))).toContain('"99999"');
    // A database URL may hold a password: its value is never repeated.
    expect(problems.join('\n')).not.toContain('secret-password');
  });

  test('the watcher polls every 60 s with the demo client by default, and can be turned off', () => {
    expect(readServerConfig({}).watcher).toEqual({
      clientId: 'watchfloor-demo-client',
      clientSecret: 'watchfloor-demo-secret',
      pollSeconds: 60,
    });
    expect(readServerConfig({ WATCHFLOOR_POLL_SECONDS: 'off' }).watcher.pollSeconds).toBeNull();
    expect(readServerConfig({ WATCHFLOOR_POLL_SECONDS: '5' }).watcher.pollSeconds).toBe(5);
    for (const bad of ['0', '1.5', 'soon', '7200']) {
      expect(() => readServerConfig({ WATCHFLOOR_POLL_SECONDS: bad }), bad).toThrow(
        /WATCHFLOOR_POLL_SECONDS/,
      );
    }
  });
});
