/**
 * The timeline's fixed height, shared by the chart and its lazy placeholder so nothing shifts
 * when recharts arrives. Kept apart so the placeholder does not import the chart's chunk.
 */
export const TIMELINE_HEIGHT_CLASS = 'h-40';
