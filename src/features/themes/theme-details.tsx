import type { ReactNode } from 'react';
import { StatGrid } from '@/components/stat-grid';
import type { ThemeDetail } from '@/lib/http/incidents';
import { formatLocalTime } from '@/lib/time/format-time';

const CASUALTY_ROWS = [
  ['Civilian', 'civilianDeaths', 'civilianInjuries'],
  ['Military', 'militaryDeaths', 'militaryInjuries'],
  ['Police', 'policeDeaths', 'policeInjuries'],
  ['Emergency services', 'emergencyDeaths', 'emergencyInjuries'],
  ['Criminal', 'criminalDeaths', 'criminalInjuries'],
] as const satisfies readonly (readonly [
  string,
  keyof ThemeDetail['casualties'],
  keyof ThemeDetail['casualties'],
])[];

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

const chip = 'rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm';

/** Every field of the theme detail form (spec 2.12). */
export function ThemeDetails({ theme }: { theme: ThemeDetail }) {
  const totals = CASUALTY_ROWS.reduce(
    (sum, [, deaths, injuries]) => ({
      deaths: sum.deaths + theme.casualties[deaths],
      injuries: sum.injuries + theme.casualties[injuries],
    }),
    { deaths: 0, injuries: 0 },
  );
  return (
    <article aria-labelledby="theme-title" className="mx-auto max-w-5xl px-6 py-8">
      <p className="font-mono text-sm font-semibold">{theme.id}</p>
      <h1 id="theme-title" className="mt-1 flex items-center gap-3 text-2xl font-semibold">
        <span aria-hidden className="size-4 rounded-sm" style={{ backgroundColor: theme.colour }} />
        {theme.name}
      </h1>
      <p className="mt-2 text-sm text-muted">
        Identified {formatLocalTime(theme.identifiedAt)} by {theme.analyst.name} · incidents from{' '}
        {formatLocalTime(theme.incidentDates.firstAt)} to{' '}
        {formatLocalTime(theme.incidentDates.lastAt)}
      </p>
      {theme.description ? (
        <p className="mt-4 max-w-3xl leading-relaxed whitespace-pre-line">{theme.description}</p>
      ) : (
        <p className="mt-4 text-muted">No description.</p>
      )}

      <StatGrid
        className="mt-6"
        stats={COUNT_LABELS.map(([key, label]) => [label, theme.counts[key]] as const)}
      />

      <Section title="Casualties">
        <table className="w-full max-w-lg text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                Group
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Deaths
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Injuries
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-y border-line">
            {CASUALTY_ROWS.map(([label, deaths, injuries]) => (
              <tr key={label}>
                <th scope="row" className="py-1 text-left font-normal">
                  {label}
                </th>
                <td className="py-1 text-right tabular-nums">{theme.casualties[deaths]}</td>
                <td className="py-1 text-right tabular-nums">{theme.casualties[injuries]}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 text-left">
                Total
              </th>
              <td className="py-1 text-right tabular-nums">{totals.deaths}</td>
              <td className="py-1 text-right tabular-nums">{totals.injuries}</td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <Section title="Involved parties">
        {theme.involvedParties.length > 0 ? (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {theme.involvedParties.map((party) => (
              <li key={party.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  {party.type === 'individual'
                    ? `${party.individual.name} (${party.group.name})`
                    : party.group.name}
                  <span className="ml-2 text-xs text-muted capitalize">{party.type}</span>
                </span>
                <span className="text-muted">{party.involvement}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </Section>

      <Section title="Affected sectors">
        {theme.affectedSectors.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {theme.affectedSectors.map((sector) => (
              <li key={sector.id} className={chip}>
                {sector.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </Section>

      <Section title="Tags">
        {theme.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {theme.tags.map((tag) => (
              <li key={tag.slug} className={chip}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None.</p>
        )}
      </Section>
    </article>
  );
}
