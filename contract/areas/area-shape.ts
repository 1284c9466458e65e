import { apiPolygonOf, type ApiPolygon } from './api-polygon.ts';
import { checkAreaGeometry, checkCircle, type AreaShape, type Checked } from './area-geometry.ts';

export interface CheckedShape {
  shape: AreaShape;
  api: ApiPolygon;
}

/**
 * An area's shape as sent to the Watchfloor server (`{kind: "polygon", geometry}` or
 * `{kind: "circle", center, radiusKm}`), checked whole: the geometry, then whether the
 * incident API can take it. The one function the server's boundary and the dashboard share.
 */
export function checkAreaShape(raw: unknown): Checked<CheckedShape> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      field: 'shape',
      message: 'Give the shape: {"kind": "polygon", "geometry": …} or {"kind": "circle", …}.',
    };
  }
  const input = raw as Record<string, unknown>;
  let shape: AreaShape;
  const notes: string[] = [];
  if (input.kind === 'polygon') {
    const geometry = checkAreaGeometry(input.geometry);
    if (!geometry.ok) return geometry;
    shape = { kind: 'polygon', geometry: { type: 'Polygon', coordinates: geometry.value } };
    notes.push(...geometry.notes);
  } else if (input.kind === 'circle') {
    const circle = checkCircle(input.center, input.radiusKm);
    if (!circle.ok) return circle;
    shape = circle.value;
  } else {
    return {
      ok: false,
      field: 'shape.kind',
      message: 'The shape’s kind must be "polygon" or "circle".',
    };
  }
  const api = apiPolygonOf(shape);
  if (!api.ok) return api;
  return { ok: true, value: { shape, api: api.value }, notes: [...notes, ...api.notes] };
}
