import { StatGrid } from '@/components/stat-grid';
import type { IncidentCounts } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { defineSection } from './section';

const COUNT_LABELS: readonly (readonly [keyof IncidentCounts, string])[] = [
  ['references', 'References'],
  ['narratives', 'Narratives'],
  ['casualties', 'Casualties'],
  ['involvedParties', 'Involved parties'],
  ['affectedSectors', 'Affected sectors'],
  ['mapFeatures', 'Map features'],
  ['themes', 'Themes'],
  ['tags', 'Tags'],
  ['links', 'Links'],
  ['watchers', 'Watchers'],
];

/** The record's own counts (spec 2.10 `counts`), as the API reports them. */
export const CountsSection = defineSection(
  { title: 'Counts', id: 'counts' },
  function CountsBody({ counts }: { counts: Loose<IncidentCounts> | null | undefined }) {
    const stats = COUNT_LABELS.flatMap(([key, label]) => {
      const value = counts?.[key];
      return typeof value === 'number' ? [[label, value] as const] : [];
    });
    return (
      <>
        {stats.length > 0 ? (
          <StatGrid stats={stats} />
        ) : (
          <p className="text-sm text-muted">No counts recorded.</p>
        )}
      </>
    );
  },
);
