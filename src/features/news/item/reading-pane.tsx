import { Link } from '@tanstack/react-router';
import { ExternalLink, Search, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { ExactInstant, RelativeInstant } from '@/components/instant';
import type { NewsItem } from '@/lib/http/news';
import { webAddress } from '../external-link';
import { unknownTaxonomyLabel, type TaxonomyName } from '../use-taxonomy-names';

interface ReadingPaneProps {
  item: NewsItem;
  taxonomyNames: ReadonlyMap<string, TaxonomyName>;
  nowMs: number;
  /** A keyword chip becomes the search term. */
  onKeyword: (keyword: string) => void;
  /** "Item 3 of 1,000". */
  position: string;
}

const score = (value: number) => value.toFixed(2);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted">None</span>;

/** The selected item in full: what the list row leaves out, and where to go from it. */
export function ReadingPane({ item, taxonomyNames, nowMs, onKeyword, position }: ReadingPaneProps) {
  const nameOf = (id: string) => taxonomyNames.get(id)?.name ?? unknownTaxonomyLabel(id);
  const permalink = webAddress(item.permalink);
  const published = item.publishedAt * 1000;
  return (
    <article
      aria-labelledby="reading-pane-title"
      className="h-full overflow-y-auto rounded-lg border border-line bg-surface p-4"
    >
      <p className="text-xs text-muted">{position}</p>
      <h2 id="reading-pane-title" className="mt-1 text-lg leading-snug font-semibold">
        {item.title}
      </h2>
      <p className="mt-1 text-xs text-muted">
        Published <RelativeInstant epochMs={published} nowMs={nowMs} /> ·{' '}
        <ExactInstant epochMs={published} />
      </p>
      <p className="mt-3 text-sm leading-relaxed">{item.summary}</p>

      <div className="mt-3 flex flex-wrap gap-2">
        {permalink ? (
          <a href={permalink} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
            <ExternalLink aria-hidden className="size-4" />
            Read at the source
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-muted">
            The source address is not a web link: {item.permalink}
          </span>
        )}
        {item.incidentId ? (
          <Link
            to="/incidents/$incidentId"
            params={{ incidentId: item.incidentId }}
            className={secondaryButton}
          >
            <Siren aria-hidden className="size-4" />
            Open incident {item.incidentId}
          </Link>
        ) : null}
      </div>

      <dl className="mt-4 divide-y divide-line border-t border-line">
        <Field label="Taxonomy">
          {nameOf(item.taxonomy.id)}{' '}
          <span className="text-xs text-muted">score {score(item.taxonomy.score)}</span>
        </Field>
        <Field label="Sub-taxonomies">
          {item.subTaxonomies.length === 0 ? (
            none
          ) : (
            <ul className="flex flex-col">
              {item.subTaxonomies.map((sub) => (
                <li key={sub.id}>
                  {nameOf(sub.id)}{' '}
                  <span className="text-xs text-muted">score {score(sub.score)}</span>
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field label="Countries">
          {item.countries.length === 0
            ? none
            : item.countries.map((country) => `${country.name} (${country.code})`).join(', ')}
        </Field>
        <Field label="Industries">
          {item.industries.length === 0
            ? none
            : item.industries.map((industry) => industry.name).join(', ')}
        </Field>
        <Field label="Keywords">
          {item.keywords.length === 0 ? (
            none
          ) : (
            <ul className="flex flex-wrap gap-1">
              {item.keywords.map((keyword) => (
                <li key={keyword}>
                  <button
                    type="button"
                    onClick={() => onKeyword(keyword)}
                    title={`Search the feed for “${keyword}”`}
                    aria-label={`Search the feed for ${keyword}`}
                    className={`inline-flex items-center gap-1 rounded-full border border-line bg-raised px-2 py-0.5 text-xs hover:border-accent ${focusRing}`}
                  >
                    <Search aria-hidden className="size-3" />
                    {keyword}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field label="Recorded">
          <span className="text-xs">
            created <ExactInstant epochMs={item.createdAt * 1000} />
            <br />
            updated <ExactInstant epochMs={item.updatedAt * 1000} />
          </span>
        </Field>
      </dl>
    </article>
  );
}
