export { formatKm } from '@/lib/geo/format-distance';

/** `Crime 2 km, Natural Hazards 150 km`; `impact 5 ×3`: a rule's entries as one line of text. */
export function pairsText(
  entries: Readonly<Record<string, number>>,
  unit: ' km' | '×',
  prefix = '',
): string {
  return Object.entries(entries)
    .map(([key, value]) =>
      unit === '×' ? `${prefix}${key} ×${value}` : `${prefix}${key} ${value}${unit}`,
    )
    .join(', ');
}
