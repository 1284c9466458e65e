import { useEffect, useEffectEvent, useState } from 'react';
import type { MapContext } from './map-types';
import type { FinishedShape, PolygonRings, PolygonSession } from './polygon-session';

export type { DrawnCircle, FinishedShape, PolygonRings } from './polygon-session';

export type PolygonDrawingState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | {
      status: 'ready';
      /** Whether the analyst is clicking corners (or a circle's centre and edge) right now. */
      drawing: boolean;
      /** What is being drawn. */
      drawingKind: 'polygon' | 'circle';
      /** Whether the analyst is dragging the shown polygon's corners right now. */
      editing: boolean;
      /** The given polygon could not be shown (terra-draw rejected its geometry). */
      unshowable: boolean;
      /** Starts a new polygon; the shown one disappears until it is finished or cancelled. */
      draw: () => void;
      /** Starts a new circle: a click on its centre, another on its edge. */
      drawCircle: () => void;
      cancel: () => void;
      /** Makes the shown polygon's corners draggable; each change goes to `onChange`. */
      edit: () => void;
      /** Ends editing (the changes already went to `onChange`). */
      doneEditing: () => void;
    };

/**
 * One polygon drawn with terra-draw on a shared map (used inside MapView's children). The
 * polygon belongs to the caller (usually the address): `polygon` is shown, and a finished
 * drawing is handed to `onChange`; clearing is the caller setting `polygon` to undefined.
 * The analyst clicks each corner and finishes on the first corner (or with Enter); Escape
 * drops the corners clicked so far. `edit` makes the shown polygon's corners draggable (and
 * its midpoints, to add corners); each change goes to `onChange`. terra-draw is loaded here, on
 * demand.
 */
export function usePolygonDrawing(
  { map, theme, track }: Pick<MapContext, 'map' | 'theme' | 'track'>,
  {
    polygon,
    onChange,
  }: {
    polygon: PolygonRings | undefined;
    /** A finished drawing or edit; a circle comes with its centre and radius. */
    onChange: (polygon: PolygonRings, how: FinishedShape) => void;
  },
): PolygonDrawingState {
  const [session, setSession] = useState<PolygonSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawingKind, setDrawingKind] = useState<'polygon' | 'circle'>('polygon');
  const [editing, setEditing] = useState(false);
  const [unshowable, setUnshowable] = useState(false);
  const finish = useEffectEvent((rings: PolygonRings, how: FinishedShape) => {
    setDrawing(false);
    onChange(rings, how);
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
    // While drawing or editing terra-draw holds the shape; the address catches up through onChange.
    if (!session || drawing || editing) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- known only once terra-draw has tried
    setUnshowable(!session.show(polygon));
  }, [session, polygon, drawing, editing]);

  if (failure) return { status: 'failed', reason: failure };
  if (!session) return { status: 'loading' };
  return {
    status: 'ready',
    drawing,
    drawingKind,
    editing,
    unshowable,
    draw: () => {
      session.stopEditing();
      setEditing(false);
      session.draw();
      setDrawingKind('polygon');
      setDrawing(true);
    },
    drawCircle: () => {
      session.stopEditing();
      setEditing(false);
      session.drawCircle();
      setDrawingKind('circle');
      setDrawing(true);
    },
    edit: () => {
      if (session.edit()) setEditing(true);
    },
    doneEditing: () => {
      session.stopEditing();
      setEditing(false);
    },
    cancel: () => {
      session.stopDrawing();
      setDrawing(false);
    },
  };
}
