import { paletteKeyLabel } from '@/lib/platform';
import { Link } from '@tanstack/react-router';
import { Layers, Siren } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '@/components/button-styles';
import { readRecentItems } from '@/lib/recent/recent-items';

/** Where the analyst was lately, one click away (the command palette lists the same). */
export function RecentPlaces() {
  const [places] = useState(() => readRecentItems().filter((item) => item.kind !== 'view'));
  return (
    <section aria-labelledby="recent-title" className="mt-8">
      <h2 id="recent-title" className="text-lg font-semibold">
        Recently opened
      </h2>
      {places.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          Incidents and themes you open appear here. Press{' '}
          <kbd className="rounded border border-line px-1">{paletteKeyLabel()}</kbd> and type an id
          such as IN-123 to open one.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
          {places.map((place) => {
            const Icon = place.kind === 'incident' ? Siren : Layers;
            const link =
              place.kind === 'incident'
                ? ({ to: '/incidents/$incidentId', params: { incidentId: place.id } } as const)
                : ({ to: '/themes/$themeId', params: { themeId: place.id } } as const);
            return (
              <li key={`${place.kind}:${place.id}`}>
                <Link
                  {...link}
                  className={`flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-raised ${focusRing}`}
                >
                  <Icon aria-hidden size={16} className="shrink-0 text-muted" />
                  <span className="font-mono text-xs text-muted">{place.id}</span>
                  <span className="min-w-0 truncate">{place.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
