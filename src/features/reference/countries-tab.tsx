import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../../contract/filters/incidents';
import { secondaryButton } from '@/components/button-styles';
import { SortHeader } from '@/components/sort-header';
import { explorerHref, newsHref } from '@/lib/links/app-links';
import { describeArea } from './area-summary';
import { CountriesAreaMap } from './countries-area-map';
import { countriesPage } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, headCell, ReferenceTable, RowLink } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORTS = { 'name:asc': 'name, A to Z', 'name:desc': 'name, Z to A' } as const;

/** Countries with codes and continent, narrowed by an area, each opening its incidents or news. */
export function CountriesTab() {
  const view = useReferenceView(countriesQuery);
  const page = useQuery({
    ...countriesPage(useQueryClient(), view.values),
    select: (response) => response.data.countries,
  });
  const { sort, area } = view.values;
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
      onClearFilters={() => view.update({ area: undefined, page: undefined })}
      filters={
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <CountriesAreaMap
            area={area?.value}
            onArea={(polygon) =>
              view.update({ area: { op: 'in', value: polygon }, page: undefined })
            }
          />
          <div className="min-w-56 flex-1 space-y-2 text-sm">
            {area ? (
              <>
                <p>
                  <span className="font-medium">Within an area:</span> {describeArea(area.value)}
                </p>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => view.update({ area: undefined, page: undefined })}
                >
                  Clear the area
                </button>
              </>
            ) : (
              <p className="text-muted">
                All countries. Draw an area on the map to list only the countries it touches.
              </p>
            )}
          </div>
        </div>
      }
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Countries"
          columns={5}
          busy={busy}
          head={
            <>
              <SortHeader
                label="Name"
                column={{ asc: 'name:asc', desc: 'name:desc' }}
                current={sort}
                onSort={view.sortBy}
              />
              <th scope="col" className={headCell}>
                Alpha-3
              </th>
              <th scope="col" className={headCell}>
                Alpha-2
              </th>
              <th scope="col" className={headCell}>
                Continent
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Links</span>
              </th>
            </>
          }
        >
          {rows?.map((country) => (
            <tr key={country.code}>
              <td className={`${cell} font-medium`}>{country.name}</td>
              <td className={`${cell} font-mono text-xs`}>{country.code}</td>
              <td className={`${cell} font-mono text-xs`}>{country.alpha2}</td>
              <td className={cell}>
                <RowLink
                  href={explorerHref({ continent: { op: 'in', values: [country.continent.code] } })}
                  label={`${country.continent.name}: incidents on the continent`}
                >
                  {country.continent.name}
                </RowLink>{' '}
                <span className="font-mono text-xs text-muted">{country.continent.code}</span>
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
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
              </td>
            </tr>
          ))}
        </ReferenceTable>
      )}
    </ReferenceList>
  );
}
