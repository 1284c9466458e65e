import { z } from 'zod';
import { expectedVersion, keptObjectFields, objectName, Visibility } from './workspace.ts';

/**
 * Named areas (issue 25): polygons and circles the team draws or imports, saved by name and
 * reused as the incident API's `area` filter, as the countries of the news feed, and by name in
 * typed filters. The geometry rules live in contract/areas/ (shared by server and dashboard).
 */

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const AreaPosition = z.tuple([longitude, latitude]).meta({ id: 'AreaPosition' });
const Rings = z.array(z.array(AreaPosition));

export const PolygonAreaShape = z
  .object({
    kind: z.literal('polygon'),
    geometry: z.object({ type: z.literal('Polygon'), coordinates: Rings }),
  })
  .meta({
    id: 'PolygonAreaShape',
    description:
      'A GeoJSON Polygon (RFC 7946 winding: outer ring counter-clockwise, holes clockwise).',
  });

export const CircleAreaShape = z
  .object({
    kind: z.literal('circle'),
    center: AreaPosition,
    radiusKm: z.number().positive(),
  })
  .meta({ id: 'CircleAreaShape', description: 'A circle, kept as its centre and radius.' });

export const AreaShape = z
  .discriminatedUnion('kind', [PolygonAreaShape, CircleAreaShape])
  .meta({ id: 'AreaShape' });

export const Area = z
  .object({
    ...keptObjectFields,
    name: z.string().meta({ description: 'Plain text: shown as text, never as markup.' }),
    shape: AreaShape,
    apiPolygon: Rings.meta({
      description:
        'What the incident API’s `area` filter gets (`in:` + this as JSON): a circle as 64 corners, a polygon as it is or simplified to fit a query string.',
    }),
    vertexCount: z.int().meta({ description: 'Corners of the stored shape (a circle: 1).' }),
    simplifiedFrom: z
      .int()
      .nullable()
      .meta({ description: 'The corners before simplification, when `apiPolygon` is simplified.' }),
  })
  .meta({ id: 'Area' });

export const AreaList = z.object({ areas: z.array(Area) }).meta({ id: 'AreaList' });

/**
 * The shape as sent: a GeoJSON Polygon (or a MultiPolygon of one part, or a Feature holding
 * either) or a circle. The server checks it whole and answers 422 naming what is wrong.
 */
export const AreaShapeInput = z
  .union([
    z.object({
      kind: z.literal('polygon'),
      geometry: z.looseObject({ type: z.string(), coordinates: z.unknown() }),
    }),
    z.object({ kind: z.literal('circle'), center: z.array(z.number()), radiusKm: z.number() }),
  ])
  .meta({ id: 'AreaShapeInput' });

export const NewArea = z
  .object({ name: objectName, visibility: Visibility.optional(), shape: AreaShapeInput })
  .meta({ id: 'NewArea' });

export const AreaChange = z
  .object({
    version: expectedVersion,
    name: objectName.optional(),
    visibility: Visibility.optional(),
    shape: AreaShapeInput.optional(),
  })
  .meta({ id: 'AreaChange' });

/** At most this many areas in one import: a file of boundaries, not a gazetteer. */
export const MAX_IMPORTED_AREAS = 200;

export const AreaImport = z
  .object({
    visibility: Visibility.optional(),
    areas: z
      .array(z.object({ name: objectName, shape: AreaShapeInput }))
      .min(1, 'Nothing to import.')
      .max(MAX_IMPORTED_AREAS, `At most ${MAX_IMPORTED_AREAS} areas in one import.`),
  })
  .meta({ id: 'AreaImport' });

export const ImportedAreas = z.object({ areas: z.array(Area) }).meta({ id: 'ImportedAreas' });

export const DeletedArea = z
  .object({
    id: z.uuid(),
    undoUntil: z.iso.datetime({ offset: true }).meta({
      description: 'Until then `POST …/restore` brings it back.',
    }),
  })
  .meta({ id: 'DeletedArea' });

export type Area = z.infer<typeof Area>;
export type AreaShapeValue = z.infer<typeof AreaShape>;
