import type { ReactNode } from 'react';
import {
  compileRadiusRule,
  effectiveRadiusKm,
  type RadiusRule,
} from '../../../../contract/sites/radius-rules';
import { OwnershipBadge } from '@/components/workspace/visibility-field';
import type { Site } from '@/lib/http/watchfloor';
import { useCategories } from '@/lib/reference/lookups';
import { useNow } from '@/lib/time/use-now';
import { formatKm } from '../distance';

/** The site's wall-clock time, with its zone's offset; the zone's name when Intl cannot. */
function localTime(timeZone: string, nowMs: number): string {
  try {
    return new Intl.DateTimeFormat(undefined, {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    }).format(nowMs);
  } catch {
    return timeZone;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Distance by category at moderate and at extreme impact, as this site's rule sets them. */
function RuleTable({ rule }: { rule: RadiusRule }) {
  const categories = useCategories();
  const compiled = compileRadiusRule(rule);
  const own =
    rule.allKm !== null ||
    Object.keys(rule.categories).length + Object.keys(rule.impacts).length > 0;
  return (
    <div>
      <p className="text-sm">
        {own ? 'This site’s own rule' : 'The team’s default rule'}: an incident counts within its
        category’s distance times its impact’s factor, up to {formatKm(compiled.maxKm)}.
      </p>
      {categories.data ? (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th className="font-normal">Category</th>
              <th className="text-right font-normal">Moderate</th>
              <th className="text-right font-normal">Extreme</th>
            </tr>
          </thead>
          <tbody>
            {categories.data.map((category) => (
              <tr key={category.id}>
                <td className="py-0.5">
                  <span
                    aria-hidden
                    className="mr-1.5 inline-block size-2 rounded-full"
                    style={{ backgroundColor: category.colour }}
                  />
                  {category.name}
                </td>
                <td className="py-0.5 text-right tabular-nums">
                  {formatKm(effectiveRadiusKm(compiled, category.name, 3))}
                </td>
                <td className="py-0.5 text-right tabular-nums">
                  {formatKm(effectiveRadiusKm(compiled, category.name, 5))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** What the site is: where, its local time, its address and tags, whose, and its radius rule. */
export function SiteFacts({ site, mine }: { site: Site; mine: boolean }) {
  const nowMs = useNow(30_000);
  return (
    <div className="space-y-4">
      <dl>
        <Fact label="Position">
          <span className="tabular-nums">
            {site.latitude.toFixed(5)}, {site.longitude.toFixed(5)}
          </span>
        </Fact>
        <Fact label="Local time">
          {localTime(site.timeZone, nowMs)}
          <span className="block text-xs text-muted">{site.timeZone}</span>
        </Fact>
        <Fact label="Address">
          {site.address ? (
            <span className="whitespace-pre-line">{site.address}</span>
          ) : (
            <span className="text-muted">None given</span>
          )}
        </Fact>
        <Fact label="Tags">
          {site.tags.length ? (
            <ul className="flex flex-wrap gap-1">
              {site.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-line px-2 py-0.5 text-xs">
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">None</span>
          )}
        </Fact>
        <Fact label="Kept by">
          <OwnershipBadge ownerName={site.owner.name} visibility={site.visibility} mine={mine} />
          <span className="block text-xs text-muted">
            {site.visibility === 'team'
              ? 'Shared with the team'
              : 'Private: only its owner sees it'}
          </span>
        </Fact>
      </dl>
      <RuleTable rule={site.radius} />
    </div>
  );
}
