/**
 * The analyst's colour theme: it follows the system until they choose one, and the choice
 * is remembered per browser. public/theme-init.js applies the same rule before first paint.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'watchfloor.theme';
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemePreference(storage: Storage): ThemePreference {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemePreference(storage: Storage, preference: ThemePreference): void {
  try {
    if (preference === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be full or disabled; the choice then lasts for this page only.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function systemDarkQuery(win: Window): MediaQueryList {
  return win.matchMedia(SYSTEM_DARK_QUERY);
}
