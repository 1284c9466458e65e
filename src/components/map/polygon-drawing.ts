import { useEffect, useEffectEvent, useState } from 'react';
import type { MapContext } from './map-types';
import type { PolygonRings, PolygonSession } from './polygon-session';

export type { PolygonRings } from './polygon-session';

export type PolygonDrawingState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | {
      status: 'ready';
      /** Whether the analyst is clicking corners right now. */
      drawing: boolean;
      /** The given polygon could not be shown (terra-draw rejected its geometry). */
      unshowable: boolean;
      /** Starts a new polygon; the shown one disappears until it is finished or cancelled. */
      draw: () => void;
      cancel: () => void;
    };

/**
 * One polygon drawn with terra-draw on a shared map (used inside MapView's children). The
 * polygon belongs to the caller (usually the address): `polygon` is shown, and a finished
 * drawing is handed to `onChange`; clearing is the caller setting `polygon` to undefined.
 * The analyst clicks each corner and finishes on the first corner (or with Enter); Escape
 * drops the corners clicked so far. terra-draw is loaded here, on demand.
 */
export function usePolygonDrawing(
  { map, theme, track }: Pick<MapContext, 'map' | 'theme' | 'track'>,
  {
    polygon,
    onChange,
  }: { polygon: PolygonRings | undefined; onChange: (polygon: PolygonRings) => void },
): PolygonDrawingState {
  const [session, setSession] = useState<PolygonSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [unshowable, setUnshowable] = useState(false);
  const finish = useEffectEvent((rings: PolygonRings) => {
    setDrawing(false);
    onChange(rings);
  });
  const initialTheme = useEffectEvent(() => theme);

  useEffect(() => {
    let created: PolygonSession | undefined;
    let active = true;
    const loading = import('./polygon-session').then(
      ({ createPolygonSession }) => {
        if (!active) return;
        created = createPolygonSession(map, initialTheme(), finish);
        setSession(created);
      },
      (error: unknown) => {
        if (active) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    track(loading);
    return () => {
      active = false;
      created?.destroy();
      setSession(null);
    };
  }, [map, track]);

  useEffect(() => {
    session?.setTheme(theme);
  }, [session, theme]);

  useEffect(() => {
    if (!session || drawing) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- known only once terra-draw has tried
    setUnshowable(!session.show(polygon));
  }, [session, polygon, drawing]);

  if (failure) return { status: 'failed', reason: failure };
  if (!session) return { status: 'loading' };
  return {
    status: 'ready',
    drawing,
    unshowable,
    draw: () => {
      session.draw();
      setDrawing(true);
    },
    cancel: () => {
      session.stopDrawing();
      setDrawing(false);
    },
  };
}
