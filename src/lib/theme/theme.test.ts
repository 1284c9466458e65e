import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readThemePreference, THEME_STORAGE_KEY, writeThemePreference } from './theme-preference';
import { createThemeStore } from './theme-store';
import themeInitScript from '../../../public/theme-init.js?raw';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.className = '';
});

afterEach(() => {
  localStorage.clear();
});

describe('theme preference', () => {
  test('an unknown stored value falls back to the system theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference(localStorage)).toBe('system');
  });

  test('choosing the system theme forgets the stored choice', () => {
    writeThemePreference(localStorage, 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    writeThemePreference(localStorage, 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

describe('theme store', () => {
  test('applies, remembers and announces a choice', () => {
    const store = createThemeStore(window);
    let notified = 0;
    store.subscribe(() => notified++);
    store.setPreference('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(store.getState()).toEqual({ preference: 'dark', theme: 'dark' });
    store.setPreference('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(notified).toBe(2);
  });

  test('follows a choice made in another tab', () => {
    const store = createThemeStore(window);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(store.getState().preference).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });
});

describe('public/theme-init.js', () => {
  // Runs the shipped file as the browser would, as a classic script.
  // oxlint-disable-next-line typescript/no-implied-eval
  const run = new Function(themeInitScript) as () => void;

  test('applies a stored dark choice before the app loads', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(root.classList.contains('dark')).toBe(true);
  });

  test('applies a stored light choice', () => {
    root.classList.add('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    run();
    expect(root.classList.contains('dark')).toBe(false);
  });
});
