/**
 * Paint for a fill whose edge a line layer of its own already draws. MapLibre otherwise draws
 * every fill's edge again with a one-pixel outline shader: a program more for the GPU to compile
 * before the map is first ready (about 40 ms under software rendering), for an edge hidden
 * under the line.
 */
export const OUTLINED_FILL = { 'fill-antialias': false } as const;
