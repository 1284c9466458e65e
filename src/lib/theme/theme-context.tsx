import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ThemePreference } from './theme-preference';
import type { ThemeState, ThemeStore } from './theme-store';

const ThemeStoreContext = createContext<ThemeStore | null>(null);

export function ThemeProvider({ store, children }: { store: ThemeStore; children: ReactNode }) {
  return <ThemeStoreContext value={store}>{children}</ThemeStoreContext>;
}

export function useTheme(): ThemeState & { setPreference: (preference: ThemePreference) => void } {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useTheme needs a ThemeProvider above it');
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { ...state, setPreference: store.setPreference };
}
