import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which map loads the analyst stopped, by query: a stop outlives the map (switching to the table
 * and back keeps what was loaded, and does not start loading again) for the session.
 */
const stopped = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(key: string, value: boolean) {
  if (value) stopped.add(key);
  else stopped.delete(key);
  listeners.forEach((listener) => listener());
}

export function useStoppedLoad(key: string): [boolean, (stop: boolean) => void] {
  const isStopped = useSyncExternalStore(subscribe, () => stopped.has(key));
  return [isStopped, useCallback((stop: boolean) => set(key, stop), [key])];
}
