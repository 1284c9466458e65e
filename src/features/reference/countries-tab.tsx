import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../../contract/filters/incidents';
import { AreaLinks } from '@/components/areas/area-links';
import { AreaStatus } from '@/components/areas/area-status';
import { AreasPanel } from '@/components/areas/areas-panel';
import { secondaryButton } from '@/components/button-styles';
import {
  addressAreaOf,
  AREA_CIRCLE_PARAMETER,
  AREA_ID_PARAMETER,
  AREA_PARAMETER_CHECKS,
  formatCircleParameter,
} from '@/lib/areas/address-area';
import { useAreas } from '@/lib/areas/areas-api';
import type { Country } from '@/lib/http/incidents';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { explorerHref, newsHref } from '@/lib/links/app-links';
import { describeArea } from './area-summary';
import { CountriesAreaMap } from './countries-area-map';
import { countriesPage, type CountriesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { ReferenceTable, RowLink, type ReferenceColumn } from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<CountriesView['sort']>;

const SORTS: Record<Sort, string> = { 'name:asc': 'name, A to Z', 'name:desc': 'name, Z to A' };

const COLUMNS: ReferenceColumn<Country, Sort>[] = [
  {
    header: 'Name',
    sort: { asc: 'name:asc', desc: 'name:desc' },
    className: 'font-medium',
    cell: (country) => country.name,
  },
  { header: 'Alpha-3', className: 'font-mono text-xs', cell: (country) => country.code },
  { header: 'Alpha-2', className: 'font-mono text-xs', cell: (country) => country.alpha2 },
  {
    header: 'Continent',
    cell: (country) => (
      <>
        <RowLink
          href={explorerHref({ continent: { op: 'in', values: [country.continent.code] } })}
          label={`${country.continent.name}: incidents on the continent`}
        >
          {country.continent.name}
        </RowLink>{' '}
        <span className="font-mono text-xs text-muted">{country.continent.code}</span>
      </>
    ),
  },
  {
    header: 'Links',
    headerHidden: true,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (country) => (
      <>
        <RowLink
          href={explorerHref({ country: { op: 'in', values: [country.code] } })}
          label={`Incidents in ${country.name}`}
        >
          Incidents
        </RowLink>
        <span className="mx-2 text-line" aria-hidden>
          |
        </span>
        <RowLink
          href={newsHref({ countryCode: { op: 'in', values: [country.code] } })}
          label={`News about ${country.name}`}
        >
          News
        </RowLink>
      </>
    ),
  },
];

/** The tab's own parameters: the saved area or drawn circle the `area` is. */
const COUNTRIES_VIEW = {
  keep: ['tab', AREA_ID_PARAMETER, AREA_CIRCLE_PARAMETER],
  checkKept: AREA_PARAMETER_CHECKS,
};
const NO_AREA_NAMING = { [AREA_ID_PARAMETER]: undefined, [AREA_CIRCLE_PARAMETER]: undefined };

/** Countries with codes and continent, narrowed by an area, each opening its incidents or news. */
export function CountriesTab() {
  const view = useReferenceView(countriesQuery, COUNTRIES_VIEW);
  const page = useQuery({
    ...countriesPage(useQueryClient(), view.values),
    select: (response) => response.data.countries,
  });
  const { sort, area } = view.values;
  const me = useSignedInEmail();
  const areas = useAreas();
  const address = addressAreaOf(
    area?.value,
    { areaId: view.kept[AREA_ID_PARAMETER], areaCircle: view.kept[AREA_CIRCLE_PARAMETER] },
    areas.data,
  );
  const clearArea = () =>
    view.update({ area: undefined, page: undefined }, { kept: NO_AREA_NAMING });
  const applyArea = (saved: { id: string; apiPolygon: [number, number][][] }) =>
    view.update(
      { area: { op: 'in', value: saved.apiPolygon }, page: undefined },
      { kept: { ...NO_AREA_NAMING, [AREA_ID_PARAMETER]: saved.id } },
    );
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /geography/countries"
      noun="countries"
      searchLabel="Search names and codes"
      sorted={sort ? SORTS[sort] : undefined}
      defaultOrder="relevancy"
      filtered={area !== undefined}
      onClearFilters={clearArea}
      filters={
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <CountriesAreaMap
            area={area?.value}
            focusKey={view.kept[AREA_ID_PARAMETER]}
            onArea={(polygon, circle) =>
              view.update(
                { area: { op: 'in', value: polygon }, page: undefined },
                {
                  kept: {
                    ...NO_AREA_NAMING,
                    [AREA_CIRCLE_PARAMETER]: circle ? formatCircleParameter(circle) : undefined,
                  },
                },
              )
            }
          />
          <div className="flex min-w-72 flex-1 flex-col gap-2 text-sm">
            {area ? (
              <>
                <p>
                  <span className="font-medium">Within an area:</span> {describeArea(area.value)}
                </p>
                <div className="max-w-md">
                  <AreaStatus address={address} rings={area.value} me={me} onUseSaved={applyArea} />
                </div>
                <button
                  type="button"
                  className={`${secondaryButton} self-start`}
                  onClick={clearArea}
                >
                  Clear the area
                </button>
              </>
            ) : (
              <p className="text-muted">
                All countries. Draw an area or a circle on the map, or use one of the team’s areas,
                to list only the countries it touches.
              </p>
            )}
            <div className="flex max-h-80 max-w-md flex-col rounded-md border border-line">
              <AreasPanel
                usedId={address.kind === 'saved' ? address.area.id : undefined}
                useLabel="Use"
                onUse={applyArea}
                extra={(saved) => <AreaLinks area={saved} />}
              />
            </div>
          </div>
        </div>
      }
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Countries"
          columns={COLUMNS}
          rows={rows}
          rowKey={(country) => country.code}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}
