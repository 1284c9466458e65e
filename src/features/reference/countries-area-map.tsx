import { useEffect, useRef } from 'react';
import type { PolygonCoordinates } from '../../../contract/filters/value-formats';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import type { Bounds, MapContext } from '@/components/map/map-types';
import { MapView } from '@/components/map/map-view';
import { usePolygonDrawing, type DrawnCircle } from '@/components/map/polygon-drawing';

interface AreaProps {
  area: PolygonCoordinates | undefined;
  /** A finished drawing; a circle comes with its centre and radius. */
  onArea: (area: PolygonCoordinates, circle?: DrawnCircle) => void;
  /** Changes when a saved area is picked: the map then moves to show it. */
  focusKey?: string;
}

function boundsOf(polygon: PolygonCoordinates): Bounds {
  const points = polygon.flat();
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

function AreaDrawing({ area, onArea, focusKey, ...context }: AreaProps & MapContext) {
  const drawing = usePolygonDrawing(context, {
    polygon: area,
    onChange: (rings, how) => onArea(rings, how.circle),
  });
  // A picked saved area may lie anywhere: show it. The first render keeps the opening camera.
  const focused = useRef(focusKey);
  const { map } = context;
  useEffect(() => {
    if (focused.current === focusKey) return;
    focused.current = focusKey;
    if (area) map.fitBounds(boundsOf(area), { padding: 24, maxZoom: 6, duration: 0 });
  }, [focusKey, area, map]);
  // Only the overlay's own boxes take clicks: the rest of its box is map to draw on.
  const overlay =
    'pointer-events-none absolute top-2 left-2 flex max-w-[75%] flex-col items-start gap-1 text-xs *:pointer-events-auto';
  if (drawing.status === 'loading') return null;
  if (drawing.status === 'failed') {
    return (
      <p role="alert" className={`${overlay} rounded-md bg-warning-soft px-2 py-1 text-ink`}>
        Drawing could not be loaded: {drawing.reason}
      </p>
    );
  }
  return (
    <div className={overlay}>
      {drawing.drawing ? (
        <>
          <p className="rounded-md bg-surface/90 px-2 py-1 text-ink shadow">
            {drawing.drawingKind === 'circle'
              ? 'Click the centre, then click again where the edge should be.'
              : 'Click each corner; click the first corner again (or press Enter) to finish.'}
          </p>
          <button type="button" className={secondaryButton} onClick={drawing.cancel}>
            Cancel drawing
          </button>
        </>
      ) : (
        <div className="flex gap-1">
          <button type="button" className={primaryButton} onClick={drawing.draw}>
            {area ? 'Draw a new area' : 'Draw an area'}
          </button>
          <button type="button" className={secondaryButton} onClick={drawing.drawCircle}>
            Draw a circle
          </button>
        </div>
      )}
      {drawing.unshowable ? (
        <p role="status" className="rounded-md bg-warning-soft px-2 py-1 text-ink">
          The area in the address cannot be drawn on the map; the list still uses it.
        </p>
      ) : null}
    </div>
  );
}

/** A small map on which the analyst draws the polygon or circle that narrows the countries. */
export function CountriesAreaMap({ area, onArea, focusKey }: AreaProps) {
  return (
    <MapView
      label="Map for drawing an area"
      className="h-64 w-full max-w-xl rounded-md border border-line"
      camera={area ? { bounds: boundsOf(area), padding: 24, maxZoom: 6 } : undefined}
    >
      {(context) => <AreaDrawing {...context} area={area} onArea={onArea} focusKey={focusKey} />}
    </MapView>
  );
}
