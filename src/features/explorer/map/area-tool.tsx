import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { CopyButton } from '@/components/copy-button';
import type { PolygonDrawingState } from '@/components/map/polygon-drawing';

type Area = IncidentsQuery['area'];

const small = '!px-2 !py-1 text-xs';

/** The area filter as GeoJSON, for another tool (QGIS, geojson.io) or a colleague. */
export function areaGeoJson(area: NonNullable<Area>): string {
  return JSON.stringify(
    {
      type: 'Feature',
      properties: { filter: area.op === 'in' ? 'inside' : 'outside' },
      geometry: { type: 'Polygon', coordinates: area.value },
    },
    null,
    2,
  );
}

/**
 * The explorer map's area filter: draw a polygon (terra-draw, through usePolygonDrawing), keep
 * the incidents inside or outside it, clear it, and read it as GeoJSON. The polygon lives in
 * the address (`area=in:[[[lng,lat],…]]`), so a reload or a link draws it again.
 */
export function AreaTool({
  drawing,
  area,
  onArea,
}: {
  drawing: PolygonDrawingState;
  area: Area;
  onArea: (area: Area) => void;
}) {
  if (drawing.status === 'loading') return null;
  if (drawing.status === 'failed') {
    return (
      <p role="alert" className="pointer-events-auto rounded-md bg-warning-soft px-2 py-1 text-xs">
        The drawing tool could not be loaded: {drawing.reason}
      </p>
    );
  }
  if (drawing.drawing) {
    return (
      <>
        <p className="pointer-events-auto rounded-md bg-surface/95 px-2 py-1 text-xs text-ink shadow">
          Click each corner; click the first corner again (or press Enter) to finish. Escape drops
          the corners.
        </p>
        <button
          type="button"
          className={`${secondaryButton} ${small} pointer-events-auto`}
          onClick={drawing.cancel}
        >
          Cancel drawing
        </button>
      </>
    );
  }
  return (
    <>
      <div className="pointer-events-auto flex flex-wrap items-center gap-1.5">
        {drawing.editing ? null : (
          <button type="button" className={`${primaryButton} ${small}`} onClick={drawing.draw}>
            {area ? 'Draw a new area' : 'Draw an area'}
          </button>
        )}
        {area && !drawing.unshowable ? (
          drawing.editing ? (
            <button
              type="button"
              className={`${primaryButton} ${small}`}
              onClick={drawing.doneEditing}
            >
              Done editing
            </button>
          ) : (
            <button type="button" className={`${secondaryButton} ${small}`} onClick={drawing.edit}>
              Edit corners
            </button>
          )
        ) : null}
        {area ? (
          <>
            <div
              role="group"
              aria-label="Incidents to keep"
              className="flex rounded-md border border-line bg-surface text-xs shadow"
            >
              {(['in', 'nin'] as const).map((op) => (
                <button
                  key={op}
                  type="button"
                  aria-pressed={area.op === op}
                  onClick={() => onArea({ op, value: area.value })}
                  className={`px-2 py-1 first:rounded-l-md last:rounded-r-md ${
                    area.op === op
                      ? 'bg-accent font-medium text-accent-ink'
                      : 'text-ink hover:bg-raised'
                  } ${focusRing}`}
                >
                  {op === 'in' ? 'Inside' : 'Outside'}
                </button>
              ))}
            </div>
            <button
              type="button"
              className={`${secondaryButton} ${small}`}
              onClick={() => {
                drawing.doneEditing();
                onArea(undefined);
              }}
            >
              Clear area
            </button>
          </>
        ) : null}
      </div>
      {drawing.editing ? (
        <p className="pointer-events-auto rounded-md bg-surface/95 px-2 py-1 text-xs text-ink shadow">
          Drag a corner, or a midpoint to add one, or the whole area; the filter follows each
          change.
        </p>
      ) : null}
      {area ? (
        <details className="pointer-events-auto max-w-sm rounded-md border border-line bg-surface/95 text-xs text-ink shadow">
          <summary className={`cursor-pointer px-2 py-1 font-medium ${focusRing}`}>
            Area as GeoJSON
          </summary>
          <div className="flex flex-col items-start gap-1.5 px-2 pb-2">
            <pre
              tabIndex={0}
              aria-label="The area as GeoJSON"
              className={`max-h-40 w-full overflow-auto rounded bg-raised p-1.5 font-mono text-[11px] ${focusRing}`}
            >
              {areaGeoJson(area)}
            </pre>
            <CopyButton label="Copy GeoJSON" getText={() => areaGeoJson(area)} />
          </div>
        </details>
      ) : null}
      {drawing.unshowable ? (
        <p
          role="status"
          className="pointer-events-auto rounded-md bg-warning-soft px-2 py-1 text-xs"
        >
          The area in the address cannot be drawn on the map; the results still use it.
        </p>
      ) : null}
    </>
  );
}
