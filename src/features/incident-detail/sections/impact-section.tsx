import type { ImpactRating } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { NotRecorded, defineSection } from './section';

/** Rating −1 (short description "Unknown") means the impact has not been assessed (spec 2.6). */
export const isUnassessed = (impact: Loose<ImpactRating> | null | undefined) =>
  !impact || impact.rating === -1 || typeof impact.rating !== 'number';

export function impactLabel(impact: Loose<ImpactRating> | null | undefined): string {
  if (isUnassessed(impact)) return 'Unknown (unassessed)';
  const short = impact?.shortDescription?.trim();
  return short ? `${impact?.rating} ${short}` : String(impact?.rating);
}

/** The rating with its short and long descriptions. */
export const ImpactSection = defineSection(
  { title: 'Impact', id: 'impact' },
  function ImpactBody({ impact }: { impact: Loose<ImpactRating> | null | undefined }) {
    const unassessed = isUnassessed(impact);
    return (
      <>
        <div className="flex items-start gap-3">
          <span
            className={`inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-line text-lg font-semibold tabular-nums ${
              unassessed ? 'bg-raised text-muted' : 'bg-surface'
            }`}
            aria-hidden
          >
            {unassessed ? '?' : impact?.rating}
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-medium">{impactLabel(impact)}</p>
            {unassessed ? (
              <p className="mt-0.5 text-muted">The impact has not been assessed.</p>
            ) : impact?.longDescription?.trim() ? (
              <p className="mt-0.5 leading-relaxed text-muted">{impact.longDescription}</p>
            ) : (
              <p className="mt-0.5">
                <NotRecorded>No long description.</NotRecorded>
              </p>
            )}
          </div>
        </div>
      </>
    );
  },
);
