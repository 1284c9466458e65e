import { NearestSites } from '@/components/nearest-sites/nearest-sites';
import type { LooseIncident } from '../loose';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The team's sites near the incident and those whose radius it falls inside. */
export function NearestSitesSection({ incident }: { incident: LooseIncident }) {
  const { location, category, impact } = incident;
  if (!isNumber(location?.longitude) || !isNumber(location.latitude)) return null;
  return (
    <div className="print:hidden">
      <NearestSites
        longitude={location.longitude}
        latitude={location.latitude}
        category={category?.name ?? ''}
        impact={isNumber(impact?.rating) ? impact.rating : -1}
      />
    </div>
  );
}
