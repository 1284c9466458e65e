import { CASUALTY_GROUPS } from '@/lib/casualty-groups';
import type { Casualties } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { NotRecorded, defineSection } from './section';

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const cell = 'py-1 pl-3 text-right tabular-nums';

/** The ten counters by group, deaths and injuries, with totals and a bar per group. */
export const CasualtiesSection = defineSection(
  { title: 'Casualties', id: 'casualties' },
  function CasualtiesBody({ casualties }: { casualties: Loose<Casualties> | null | undefined }) {
    if (!casualties) {
      return (
        <p className="text-sm">
          <NotRecorded />
        </p>
      );
    }
    const rows = CASUALTY_GROUPS.map(([label, deathsKey, injuriesKey]) => {
      const deaths = countOf(casualties[deathsKey]);
      const injuries = countOf(casualties[injuriesKey]);
      return { label, deaths, injuries, total: (deaths ?? 0) + (injuries ?? 0) };
    });
    const deaths = rows.reduce((sum, row) => sum + (row.deaths ?? 0), 0);
    const injuries = rows.reduce((sum, row) => sum + (row.injuries ?? 0), 0);
    const missing = rows.some((row) => row.deaths === undefined || row.injuries === undefined);
    const largest = Math.max(1, ...rows.map((row) => row.total));

    return (
      <>
        {deaths + injuries === 0 && !missing ? (
          <p className="mb-2 text-sm text-muted">No casualties reported: every counter is zero.</p>
        ) : null}
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 font-medium">
                Group
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                Deaths
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                Injuries
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="w-1/3 py-1 pl-3">
                <span className="sr-only">Share</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-y border-line">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-1 text-left font-normal">
                  {row.label}
                </th>
                <td className={cell}>{row.deaths ?? '—'}</td>
                <td className={cell}>{row.injuries ?? '—'}</td>
                <td className={cell}>{row.total}</td>
                <td className="py-1 pl-3" aria-hidden>
                  <span className="flex h-2 overflow-hidden rounded-sm bg-raised">
                    <span
                      className="bg-danger"
                      style={{ width: `${((row.deaths ?? 0) / largest) * 100}%` }}
                    />
                    <span
                      className="bg-warning"
                      style={{ width: `${((row.injuries ?? 0) / largest) * 100}%` }}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 text-left">
                Total
              </th>
              <td className={cell}>{deaths}</td>
              <td className={cell}>{injuries}</td>
              <td className={cell}>{deaths + injuries}</td>
              <td className="py-1 pl-3 text-xs font-normal text-muted">
                <span className="inline-flex items-center gap-1">
                  <span aria-hidden className="size-2 rounded-sm bg-danger" /> deaths
                </span>{' '}
                <span className="ml-2 inline-flex items-center gap-1">
                  <span aria-hidden className="size-2 rounded-sm bg-warning" /> injuries
                </span>
              </td>
            </tr>
          </tfoot>
        </table>
        {missing ? (
          <p className="mt-1 text-xs text-muted">
            — a counter the record does not give; totals count only those given.
          </p>
        ) : null}
      </>
    );
  },
);
