import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  systemDarkQuery,
  THEME_STORAGE_KEY,
  writeThemePreference,
  type Theme,
  type ThemePreference,
} from './theme-preference';

export interface ThemeState {
  preference: ThemePreference;
  theme: Theme;
}

export interface ThemeStore {
  getState: () => ThemeState;
  setPreference: (preference: ThemePreference) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the document's theme in step with the analyst's choice, the system setting and
 * choices made in other tabs of the same browser.
 */
export function createThemeStore(win: Window = window): ThemeStore {
  const query = systemDarkQuery(win);
  const listeners = new Set<() => void>();
  let state: ThemeState = computeState(readThemePreference(win.localStorage));

  function computeState(preference: ThemePreference): ThemeState {
    return { preference, theme: resolveTheme(preference, query.matches) };
  }

  function update(preference: ThemePreference) {
    const next = computeState(preference);
    applyTheme(win.document.documentElement, next.theme);
    if (next.preference === state.preference && next.theme === state.theme) return;
    state = next;
    for (const listener of listeners) listener();
  }

  applyTheme(win.document.documentElement, state.theme);
  query.addEventListener('change', () => update(state.preference));
  win.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      update(readThemePreference(win.localStorage));
    }
  });

  return {
    getState: () => state,
    setPreference(preference) {
      writeThemePreference(win.localStorage, preference);
      update(preference);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
