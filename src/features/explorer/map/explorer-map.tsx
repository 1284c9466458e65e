import { useEffect, useMemo, useState } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { focusRing } from '@/components/button-styles';
import type { MapContext } from '@/components/map/map-types';
import { MapView } from '@/components/map/map-view';
import { usePolygonDrawing } from '@/components/map/polygon-drawing';
import { useCategories } from '@/lib/reference/lookups';
import { apiPolygonOf } from '../../../../contract/areas/api-polygon';
import type { PolygonRings } from '../../../../contract/areas/area-geometry';
import type { Bounds } from '@/components/map/map-types';
import { formatCircleParameter, type AddressArea } from '@/lib/areas/address-area';
import type { Area } from '@/lib/areas/areas-api';
import { AreaTool } from './area-tool';
import { CategoryLegend } from './category-legend';
import { ClusterLayers, EXPLORER_MAP_LAYERS } from './cluster-layers';
import { categoryColours, legendEntries } from './explorer-map-data';
import { HeatLayer } from './heat-layer';
import { parseViewport, type MapLayer } from './map-address';
import type { MapIncident } from './map-incidents';
import { NearOverlay } from './near-overlay';
import { PointHover } from './point-hover';
import { useViewportAddress } from './use-viewport-address';

export type AreaNaming = { areaId?: string; areaCircle?: string } | 'keep';

export interface ExplorerMapProps {
  /** The loaded incidents the time range keeps. */
  incidents: readonly MapIncident[];
  /** More pages are on their way: `data-map-ready` waits for them. */
  loading: boolean;
  at: string | undefined;
  onViewport: (at: string) => void;
  layer: MapLayer;
  onLayer: (layer: MapLayer) => void;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  area: IncidentsQuery['area'];
  /**
   * A new area filter. `named` says which saved area (`areaId`) or drawn circle (`areaCircle`)
   * it is; undefined drops both, `keep` leaves them (an edit of the corners, inside or outside).
   */
  onArea: (area: IncidentsQuery['area'], named?: AreaNaming) => void;
  /** The address's area against the team's saved areas. */
  addressArea: AddressArea;
  /** The signed-in user's email. */
  me: string | undefined;
  near: IncidentsQuery['near'];
  nearIncident: string | undefined;
}

interface ContentProps extends ExplorerMapProps {
  context: MapContext;
  /** The map opened on the address's `at`: nothing else may move it then. */
  openedAt: boolean;
}

const NO_CATEGORIES: never[] = [];

function boundsOf(rings: PolygonRings): Bounds {
  const points = rings.flat();
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

function LayerSwitch({ layer, onLayer }: Pick<ExplorerMapProps, 'layer' | 'onLayer'>) {
  const choices: { value: MapLayer; label: string }[] = [
    { value: 'points', label: 'Points' },
    { value: 'heat', label: 'Heatmap' },
  ];
  return (
    <div
      role="group"
      aria-label="Map layer"
      className="pointer-events-auto flex rounded-md border border-line bg-surface text-xs shadow"
    >
      {choices.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={layer === value}
          onClick={() => onLayer(value)}
          className={`px-2 py-1 first:rounded-l-md last:rounded-r-md ${
            layer === value ? 'bg-accent font-medium text-accent-ink' : 'text-ink hover:bg-raised'
          } ${focusRing}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function ExplorerMapContent({ context, ...props }: ContentProps) {
  const { map, theme, track } = context;
  const categoriesQuery = useCategories();
  const categoryList = categoriesQuery.data ?? NO_CATEGORIES;
  const colours = useMemo(() => categoryColours(categoryList), [categoryList]);
  const legend = useMemo(
    () => legendEntries(props.incidents, categoryList),
    [props.incidents, categoryList],
  );
  useViewportAddress(map, props.at, props.onViewport);

  // `data-map-ready` stays "false" while pages load and until the categories are known.
  const waiting = props.loading || categoriesQuery.isPending;
  useEffect(() => {
    if (!waiting) return;
    let settle = () => {};
    track(new Promise<void>((resolve) => (settle = resolve)));
    return () => settle();
  }, [waiting, track]);

  const [circleProblem, setCircleProblem] = useState<string>();
  const drawing = usePolygonDrawing(context, {
    polygon: props.area?.value,
    onChange: (rings, how) => {
      const op = props.area?.op ?? 'in';
      setCircleProblem(undefined);
      if (how.edited) {
        props.onArea({ op, value: rings }, 'keep');
      } else if (how.circle) {
        // The API gets the circle's geodesic polygon; the address keeps its centre and radius.
        const polygon = apiPolygonOf({ kind: 'circle', ...how.circle });
        if (polygon.ok) {
          props.onArea(
            { op, value: polygon.value.rings },
            { areaCircle: formatCircleParameter(how.circle) },
          );
        } else setCircleProblem(polygon.message);
      } else props.onArea({ op, value: rings });
    },
  });
  const applySaved = (area: Area) => {
    props.onArea({ op: props.area?.op ?? 'in', value: area.apiPolygon }, { areaId: area.id });
    map.fitBounds(boundsOf(area.apiPolygon), { padding: 48, maxZoom: 11, duration: 0 });
  };
  const drawingNow = drawing.status === 'ready' && (drawing.drawing || drawing.editing);
  return (
    <>
      {props.layer === 'heat' ? (
        <HeatLayer map={map} incidents={props.incidents} loading={props.loading} />
      ) : categoriesQuery.isPending ? null : (
        <>
          <ClusterLayers
            map={map}
            theme={theme}
            incidents={props.incidents}
            loading={props.loading}
            categories={colours}
            selectedId={props.selectedId}
            interactive={!drawingNow}
            onSelect={props.onSelect}
          />
          <PointHover
            map={map}
            layer={EXPLORER_MAP_LAYERS.points}
            incidents={props.incidents}
            enabled={!drawingNow}
          />
        </>
      )}
      <NearOverlay
        context={context}
        near={props.near}
        nearIncident={props.nearIncident}
        fitOnDraw={!props.openedAt}
      />
      <div className="pointer-events-none absolute top-2 left-2 flex max-w-[min(60%,calc(100%-15rem))] flex-col items-start gap-1.5">
        <AreaTool
          drawing={drawing}
          area={props.area}
          onArea={(area) => props.onArea(area, area ? 'keep' : undefined)}
          address={props.addressArea}
          me={props.me}
          onUseSaved={applySaved}
          problem={circleProblem}
        />
      </div>
      <div className="pointer-events-none absolute top-2 right-12 flex flex-col items-end gap-1.5">
        <LayerSwitch layer={props.layer} onLayer={props.onLayer} />
        {categoriesQuery.isError ? (
          <p
            role="status"
            className="pointer-events-auto rounded-md bg-warning-soft px-2 py-1 text-xs text-ink"
          >
            The categories could not be loaded: the incidents are drawn in grey.
          </p>
        ) : null}
      </div>
      {props.layer === 'points' ? (
        <div className="pointer-events-none absolute right-2 bottom-7 flex max-h-full w-52 flex-col justify-end">
          <CategoryLegend entries={legend} />
        </div>
      ) : null}
    </>
  );
}

/** The explorer's map (a lazy chunk): the filtered incidents clustered, or as a heatmap. */
export default function ExplorerMap(props: ExplorerMapProps) {
  // Read once: after that the map's camera belongs to the analyst (and `at` follows it).
  const [camera] = useState(() => {
    const viewport = props.at ? parseViewport(props.at) : undefined;
    return viewport ? { center: viewport.center, zoom: viewport.zoom } : undefined;
  });
  return (
    <MapView
      label="Map of the incidents matching the filters"
      className="min-h-0 flex-1"
      camera={camera}
    >
      {(context) => <ExplorerMapContent context={context} openedAt={Boolean(camera)} {...props} />}
    </MapView>
  );
}
