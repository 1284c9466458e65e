import { Layers } from 'lucide-react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { AreaStatus } from '@/components/areas/area-status';
import { AreasPanel } from '@/components/areas/areas-panel';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { CopyButton } from '@/components/copy-button';
import type { PolygonDrawingState } from '@/components/map/polygon-drawing';
import { Popover, usePopoverClose } from '@/components/popover';
import type { AddressArea } from '@/lib/areas/address-area';
import type { Area as SavedArea } from '@/lib/areas/areas-api';

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

/** The team's areas, over the map: using one filters by it and closes the list. */
function SavedAreas({
  usedId,
  onUse,
}: {
  usedId: string | undefined;
  onUse: (area: SavedArea) => void;
}) {
  const close = usePopoverClose();
  return (
    <AreasPanel
      usedId={usedId}
      useLabel="Filter"
      onUse={(area) => {
        onUse(area);
        close();
      }}
    />
  );
}

/**
 * The explorer map's area filter: draw a polygon or a circle (terra-draw, through
 * usePolygonDrawing), or pick one of the team's saved areas; keep the incidents inside or
 * outside it, clear it, save it by name, and read it as GeoJSON. The polygon lives in the
 * address (`area=in:[[[lng,lat],…]]`, with `areaId` naming a saved one), so a reload or a link
 * draws it again.
 */
export function AreaTool({
  drawing,
  area,
  onArea,
  address,
  me,
  onUseSaved,
  problem,
}: {
  drawing: PolygonDrawingState;
  area: Area;
  onArea: (area: Area) => void;
  address: AddressArea;
  me: string | undefined;
  onUseSaved: (area: SavedArea) => void;
  /** Why the last drawing could not become a filter (a circle across the 180° meridian). */
  problem?: string;
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
          {drawing.drawingKind === 'circle'
            ? 'Click the centre, then click again where the edge should be. Escape drops it.'
            : 'Click each corner; click the first corner again (or press Enter) to finish. Escape drops the corners.'}
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
          <>
            <button type="button" className={`${primaryButton} ${small}`} onClick={drawing.draw}>
              {area ? 'Draw a new area' : 'Draw an area'}
            </button>
            <button
              type="button"
              className={`${secondaryButton} ${small}`}
              onClick={drawing.drawCircle}
            >
              Draw a circle
            </button>
            <Popover
              trigger={
                <>
                  <Layers aria-hidden className="size-3.5" />
                  Saved areas
                </>
              }
              triggerClassName={`${secondaryButton} ${small}`}
              panelLabel="The team’s saved areas"
              panelClassName="flex max-h-[min(28rem,70vh)] w-[22rem] flex-col"
            >
              <SavedAreas
                usedId={address.kind === 'saved' ? address.area.id : undefined}
                onUse={onUseSaved}
              />
            </Popover>
          </>
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
      {problem ? (
        <p role="alert" className="pointer-events-auto rounded-md bg-danger-soft px-2 py-1 text-xs">
          {problem}
        </p>
      ) : null}
      {area && !drawing.editing ? (
        <div className="pointer-events-auto max-w-sm">
          <AreaStatus address={address} rings={area.value} me={me} onUseSaved={onUseSaved} />
        </div>
      ) : null}
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
