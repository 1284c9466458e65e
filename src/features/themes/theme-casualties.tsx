import { CASUALTY_GROUPS } from '@/lib/casualty-groups';
import type { ThemeDetail } from '@/lib/http/incidents';

/** The ten casualty counters as deaths and injuries per group, with totals. */
export function ThemeCasualties({ casualties }: { casualties: ThemeDetail['casualties'] }) {
  const totals = CASUALTY_GROUPS.reduce(
    (sum, [, deaths, injuries]) => ({
      deaths: sum.deaths + casualties[deaths],
      injuries: sum.injuries + casualties[injuries],
    }),
    { deaths: 0, injuries: 0 },
  );
  return (
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
        {CASUALTY_GROUPS.map(([label, deaths, injuries]) => (
          <tr key={label}>
            <th scope="row" className="py-1 text-left font-normal">
              {label}
            </th>
            <td className="py-1 text-right tabular-nums">{casualties[deaths]}</td>
            <td className="py-1 text-right tabular-nums">{casualties[injuries]}</td>
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
  );
}
