import { z } from 'zod';
import { uuid } from './primitives.ts';

/** Spec 2.10 map: a GeoJSON FeatureCollection (RFC 7946) whose features carry display properties. */

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
/** `[longitude, latitude]`, longitude first, as the spec writes positions (no altitude). */
export const Position = z.tuple([longitude, latitude]).meta({ id: 'Position' });

const geometry = <Type extends string, Coordinates extends z.ZodType>(
  type: Type,
  coordinates: Coordinates,
) => z.object({ type: z.literal(type), coordinates }).meta({ id: type });

export const Point = geometry('Point', Position);
export const MultiPoint = geometry('MultiPoint', z.array(Position));
export const LineString = geometry('LineString', z.array(Position).min(2));
export const MultiLineString = geometry('MultiLineString', z.array(z.array(Position).min(2)));
export const Polygon = geometry('Polygon', z.array(z.array(Position).min(4)));
export const MultiPolygon = geometry('MultiPolygon', z.array(z.array(z.array(Position).min(4))));

export const Geometry = z
  .discriminatedUnion('type', [
    Point,
    MultiPoint,
    LineString,
    MultiLineString,
    Polygon,
    MultiPolygon,
  ])
  .meta({ id: 'Geometry' });

export const MapFeatureProperties = z
  .object({
    icon: z.string(),
    name: z.string(),
    colour: z.string(),
    description: z.string(),
    meta: z.array(z.unknown()).nullable(),
  })
  .meta({ id: 'MapFeatureProperties' });

export const MapFeature = z
  .object({
    id: uuid(),
    type: z.literal('Feature'),
    geometry: Geometry,
    properties: MapFeatureProperties,
  })
  .meta({ id: 'MapFeature' });

export const IncidentMap = z
  .object({ id: uuid(), type: z.literal('FeatureCollection'), features: z.array(MapFeature) })
  .meta({
    id: 'IncidentMap',
    description: 'The incident’s map. Its `id` is the `<map_id>` of the `near` filter.',
  });

export type Geometry = z.infer<typeof Geometry>;
export type MapFeature = z.infer<typeof MapFeature>;
export type IncidentMap = z.infer<typeof IncidentMap>;
