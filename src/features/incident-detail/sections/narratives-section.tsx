import type { Narrative, Person } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { paragraphsOf } from './description-section';
import { defineSection } from './section';

/** Analysts' running notes on the incident, as plain text. */
export const NarrativesSection = defineSection(
  { title: 'Narratives', id: 'narratives' },
  function NarrativesBody({
    narratives,
    reporter,
  }: {
    narratives: Loose<Narrative[]>;
    reporter: Loose<Person> | null | undefined;
  }) {
    const list = (narratives ?? []).filter((narrative) => narrative != null);
    return (
      <>
        {list.length > 0 ? (
          <ol className="space-y-3">
            {list.map((narrative, index) => {
              const byReporter = reporter?.id != null && narrative.reporterId === reporter.id;
              const paragraphs = paragraphsOf(narrative.body);
              return (
                <li key={narrative.id ?? index} className="border-l-2 border-line pl-3 text-sm">
                  {paragraphs.length > 0 ? (
                    paragraphs.map((paragraph, position) => (
                      <p key={position} className="break-words whitespace-pre-line">
                        {paragraph}
                      </p>
                    ))
                  ) : (
                    <p className="text-muted">Empty narrative.</p>
                  )}
                  <p className="mt-0.5 text-xs text-muted">
                    {byReporter
                      ? `By the reporter${reporter?.name ? `, ${reporter.name}` : ''}`
                      : narrative.reporterId
                        ? `By analyst ${narrative.reporterId}`
                        : 'Author not recorded'}
                  </p>
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
