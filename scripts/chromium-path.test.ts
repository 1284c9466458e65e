import { describe, expect, test } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  systemChromiumPath,
} from '../e2e/support/chromium.ts';

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the Chromium the tests and the benchmarks drive', () => {
  test('the tests take the headless shell where it is installed, else the full browser', () => {
    const both = installed(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL);
    expect(systemChromiumPath({}, { headlessShell: true, exists: both })).toBe(
      DEBIAN_HEADLESS_SHELL,
    );
    expect(
      systemChromiumPath({}, { headlessShell: true, exists: installed(DEBIAN_CHROMIUM) }),
    ).toBe(DEBIAN_CHROMIUM);
  });

  test('the benchmarks take the full browser even beside the headless shell', () => {
    const both = installed(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL);
    expect(systemChromiumPath({}, { exists: both })).toBe(DEBIAN_CHROMIUM);
    expect(systemChromiumPath({}, { exists: installed(DEBIAN_HEADLESS_SHELL) })).toBeUndefined();
  });

  test('CHROMIUM_PATH wins, and one that names no file is an error that says so', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    const all = installed(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, '/opt/chrome/chrome');
    expect(systemChromiumPath(env, { headlessShell: true, exists: all })).toBe(
      '/opt/chrome/chrome',
    );
    expect(() => systemChromiumPath(env, { exists: installed(DEBIAN_CHROMIUM) })).toThrow(
      'CHROMIUM_PATH is set to /opt/chrome/chrome, but no file is there.',
    );
  });

  test('with no system Chromium, Playwright’s own browser is used', () => {
    expect(systemChromiumPath({}, { headlessShell: true, exists: installed() })).toBeUndefined();
  });
});
