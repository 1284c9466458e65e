import { formatCount } from '@/lib/text/format-count';

/** A distance as analysts read it: metres under a kilometre, one decimal under 100 km. */
export function formatKm(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 100) return `${formatCount(Math.round(km * 10) / 10)} km`;
  return `${formatCount(Math.round(km))} km`;
}
