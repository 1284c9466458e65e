import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import type { ThemeDetail } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';

/**
 * The parties, sectors and tags a theme gathers from its incidents, each linking to the
 * theme's incidents that involve that party, affect that sector or carry that tag.
 */

const chip = `inline-block rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm hover:border-accent hover:text-accent ${focusRing}`;
const none = <p className="text-sm text-muted">None recorded.</p>;

type Party = ThemeDetail['involvedParties'][number];

/** Who the filter `involving` names: the individual when there is one, else the group. */
const partyId = (party: Party) =>
  party.type === 'individual' ? party.individual.id : party.group.id;

export function ThemeParties({ theme }: { theme: ThemeDetail }) {
  if (theme.involvedParties.length === 0) return none;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
      {theme.involvedParties.map((party) => {
        const name =
          party.type === 'individual'
            ? `${party.individual.name} (${party.group.name})`
            : party.group.name;
        return (
          <li
            key={party.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-3 py-2 text-sm"
          >
            <span>
              <HrefLink
                href={explorerHref({
                  theme: { op: 'eq', value: theme.id },
                  involving: { op: 'eq', value: partyId(party) },
                })}
                aria-label={`${name}: this theme's incidents involving them`}
                className={`rounded hover:text-accent hover:underline ${focusRing}`}
              >
                {name}
              </HrefLink>
              <span className="ml-2 text-xs text-muted">
                {party.type === 'individual' ? 'Individual' : 'Group'}
              </span>
            </span>
            <span className="text-right text-muted">{party.involvement}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ThemeSectors({ theme }: { theme: ThemeDetail }) {
  if (theme.affectedSectors.length === 0) return none;
  return (
    <ul className="flex flex-wrap gap-2">
      {theme.affectedSectors.map((sector) => (
        <li key={sector.id}>
          <HrefLink
            href={explorerHref({
              theme: { op: 'eq', value: theme.id },
              affects: { op: 'eq', value: sector.id },
            })}
            aria-label={`${sector.name}: this theme's incidents affecting the sector`}
            className={chip}
          >
            {sector.name}
          </HrefLink>
        </li>
      ))}
    </ul>
  );
}

export function ThemeTags({ theme }: { theme: ThemeDetail }) {
  if (theme.tags.length === 0) return <p className="text-sm text-muted">None.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {theme.tags.map((tag) => (
        <li key={tag.slug}>
          <HrefLink
            href={explorerHref({
              theme: { op: 'eq', value: theme.id },
              tagged: { op: 'eq', value: tag.slug },
            })}
            aria-label={`${tag.name}: this theme's incidents with the tag`}
            className={chip}
          >
            {tag.name}
          </HrefLink>
        </li>
      ))}
    </ul>
  );
}
