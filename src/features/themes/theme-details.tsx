import { ListFilter } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { Instant } from '@/components/instant';
import { PersonAvatar } from '@/components/person-avatar';
import { StatGrid } from '@/components/stat-grid';
import type { ThemeDetail } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { ThemeParties, ThemeSectors, ThemeTags } from './theme-associations';
import { ThemeCasualties } from './theme-casualties';

const COUNT_LABELS: [keyof ThemeDetail['counts'], string][] = [
  ['incidents', 'Incidents'],
  ['casualties', 'Casualties'],
  ['involvedParties', 'Involved parties'],
  ['affectedSectors', 'Affected sectors'],
  ['tags', 'Tags'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/**
 * Every field of the theme detail form (spec 2.12). `trend` and `incidents` are the parts that
 * come from other endpoints, loaded on their own so this form never waits for them.
 */
export function ThemeDetails({
  theme,
  trend,
  incidents,
}: {
  theme: ThemeDetail;
  trend?: ReactNode;
  incidents?: ReactNode;
}) {
  return (
    <>
      <article aria-labelledby="theme-title" className="mx-auto max-w-6xl px-6 pt-8 pb-2">
        <p className="font-mono text-sm font-semibold">{theme.id}</p>
        <div className="mt-1 flex flex-wrap items-start justify-between gap-4">
          <h1 id="theme-title" className="flex items-center gap-3 text-2xl font-semibold">
            <span
              aria-hidden
              className="size-4 shrink-0 rounded-sm border border-line"
              style={{ backgroundColor: theme.colour }}
            />
            {theme.name}
          </h1>
          <HrefLink
            href={explorerHref({ theme: { op: 'eq', value: theme.id } })}
            className={secondaryButton}
          >
            <ListFilter aria-hidden size={15} />
            Open its incidents in the explorer
          </HrefLink>
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            {theme.description ? (
              <p className="max-w-3xl leading-relaxed whitespace-pre-line">{theme.description}</p>
            ) : (
              <p className="text-muted">No description.</p>
            )}
            <StatGrid
              className="mt-6"
              stats={COUNT_LABELS.map(([key, label]) => [label, theme.counts[key]] as const)}
            />
          </div>
          <dl className="divide-y divide-line self-start rounded-lg border border-line bg-surface px-4">
            <Field label="Identified">
              <Instant localTime={theme.identifiedAt} />
            </Field>
            <Field label="Analyst">
              <span className="flex items-center gap-2">
                <PersonAvatar name={theme.analyst.name} picture={theme.analyst.picture} size={28} />
                {theme.analyst.name}
              </span>
            </Field>
            <Field label="First incident">
              <Instant localTime={theme.incidentDates.firstAt} />
            </Field>
            <Field label="Last incident">
              <Instant localTime={theme.incidentDates.lastAt} />
            </Field>
            <Field label="Colour">
              <span className="inline-flex items-center gap-2 font-mono">
                <span
                  aria-hidden
                  className="size-3 rounded-sm border border-line"
                  style={{ backgroundColor: theme.colour }}
                />
                {theme.colour}
              </span>
            </Field>
          </dl>
        </div>

        {trend ? <Section title="Weekly trend">{trend}</Section> : null}

        <div className="grid gap-x-8 lg:grid-cols-2">
          <Section title="Casualties">
            <ThemeCasualties casualties={theme.casualties} />
          </Section>
          <Section title="Involved parties">
            <ThemeParties theme={theme} />
          </Section>
          <Section title="Affected sectors">
            <ThemeSectors theme={theme} />
          </Section>
          <Section title="Tags">
            <ThemeTags theme={theme} />
          </Section>
        </div>
      </article>
      {/* The incident table is wide: it gets the page's width, not the reading column's. */}
      {incidents ? <div className="mx-auto max-w-[112rem] px-6 pb-10">{incidents}</div> : null}
    </>
  );
}
