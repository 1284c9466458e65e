import { ExternalLink } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import type { IncidentReference } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { Instant } from './instant';
import { defineSection } from './section';
import { safeWebUrl } from './safe-url';

/** The sources the incident cites: each title links out, in a new tab, to its article. */
export const ReferencesSection = defineSection(
  { title: 'References', id: 'references' },
  function ReferencesBody({ references }: { references: Loose<IncidentReference[]> }) {
    const list = (references ?? []).filter((reference) => reference != null);
    return (
      <>
        {list.length > 0 ? (
          <ol className="divide-y divide-line border-y border-line">
            {list.map((reference, index) => {
              const href = safeWebUrl(reference.link);
              const title = reference.title?.trim() || 'Untitled reference';
              return (
                <li key={reference.id ?? index} className="py-2 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`inline-flex items-baseline gap-1 font-medium text-accent underline-offset-2 hover:underline ${focusRing} print:text-ink`}
                      >
                        {title}
                        <ExternalLink aria-hidden size={12} className="shrink-0 print:hidden" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <span className="font-medium">{title}</span>
                    )}
                    {reference.status ? (
                      <span className="rounded-full border border-line px-2 text-xs capitalize">
                        {reference.status}
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-0.5 text-xs text-muted">
                    {reference.source?.name ?? 'Unknown source'} ·{' '}
                    {reference.medium?.name ?? 'unknown medium'} · published{' '}
                    <Instant seconds={reference.publishedAt} />
                  </p>
                  {reference.citation?.trim() ? (
                    <p className="mt-0.5 text-xs">
                      <span className="text-muted">Citation: </span>
                      {reference.citation}
                    </p>
                  ) : null}
                  {!href && reference.link ? (
                    <p className="mt-0.5 text-xs break-all text-muted">
                      Link not opened (not a web address): {reference.link}
                    </p>
                  ) : null}
                  {href ? (
                    <p className="hidden text-xs break-all text-muted print:block">{href}</p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </>
    );
  },
);
