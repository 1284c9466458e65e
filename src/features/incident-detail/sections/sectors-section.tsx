import type { AffectedSector } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { chip, defineSection } from './section';

export const SectorsSection = defineSection(
  { title: 'Affected sectors', id: 'sectors' },
  function SectorsBody({ sectors }: { sectors: Loose<AffectedSector[]> }) {
    const list = (sectors ?? []).flatMap((entry, index) =>
      entry?.sector?.name ? [{ key: entry.id ?? String(index), name: entry.sector.name }] : [],
    );
    return (
      <>
        {list.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {list.map((sector) => (
              <li key={sector.key} className={chip}>
                {sector.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </>
    );
  },
);
