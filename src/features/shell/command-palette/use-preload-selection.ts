import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { findView, type ViewPath } from '../views';

/** Where a palette item goes, read from its value (see command-palette.tsx). */
export type Destination =
  | { to: ViewPath }
  | { to: '/incidents/$incidentId'; params: { incidentId: string } }
  | { to: '/themes/$themeId'; params: { themeId: string } };

const PLACE = /^(?:recent|jump) (incident|theme) (\S+)$/;

/** The page a palette item opens, for the items that open one. */
export function destinationOf(value: string): Destination | undefined {
  const view = /^(?:recent )?view (\S+)$/.exec(value);
  if (view) {
    const found = findView(view[1]!);
    return found ? { to: found.path } : undefined;
  }
  const place = PLACE.exec(value);
  if (!place) return undefined;
  const [, kind, id] = place;
  return kind === 'incident'
    ? { to: '/incidents/$incidentId', params: { incidentId: id! } }
    : { to: '/themes/$themeId', params: { themeId: id! } };
}

/** Long enough that arrowing or typing through items does not load each one. */
const RESTING_MS = 150;

/**
 * Preloads the page of the item the keyboard rests on (its code and data, as a pointer resting
 * on a link does), so Enter opens it without waiting. Give the result to the palette's
 * `onValueChange`.
 */
export function usePreloadSelection(): (value: string) => void {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const destination = destinationOf(value);
      if (!destination) return;
      timer.current = setTimeout(() => {
        // A failed preload is tried again, and explained, when the page is opened.
        router.preloadRoute(destination).catch(() => undefined);
      }, RESTING_MS);
    },
    [router],
  );
}
