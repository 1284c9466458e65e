import { term } from '../../../contract/filters/parameters';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { ListEmpty, ListError } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { secondaryButton } from '@/components/button-styles';
import { apiErrorOf } from '@/lib/http/api-error';
import { newsHref } from '@/lib/links/app-links';
import { useTaxonomies } from '@/lib/reference/lookups';
import { useApiSearch } from '@/lib/url/use-api-search';
import { RowLink } from './reference-table';
import { narrowTaxonomies } from './taxonomy-tree';
import { LoadingShape } from '@/components/loading-shape';

/** `GET /taxonomies` takes no parameters; the tab's only state is its own search term. */
const taxonomiesView = {
  search: term('Words in a main or sub taxonomy name (searched here; the endpoint takes none).'),
} as const;

/** The news taxonomy tree, main taxonomies and their subs, each opening the news it classifies. */
export function TaxonomiesTab() {
  const view = useApiSearch(taxonomiesView, { keep: ['tab'] });
  const { update } = view;
  const taxonomies = useTaxonomies();
  const error = apiErrorOf(taxonomies.error, 'news', 'GET /taxonomies');
  const search = view.values.search;
  const branches = taxonomies.data ? narrowTaxonomies(taxonomies.data, search) : undefined;
  const clear = () => update({ search: undefined }, { replace: true });
  return (
    <div className="space-y-3">
      <DroppedParametersNotice dropped={view.dropped} onDismiss={view.dismissDropped} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <SearchField
          label="Search taxonomy names"
          value={search}
          onCommit={(next) => update({ search: next }, { replace: true })}
          className="w-full max-w-xs"
        />
        <p className="text-sm text-muted">
          Both levels filter the news feed; a main taxonomy covers its subs.
        </p>
      </div>
      {error ? (
        <ListError
          title="The news taxonomies could not be loaded"
          error={error}
          onRetry={() => void taxonomies.refetch()}
        />
      ) : null}
      {taxonomies.isPending ? (
        <LoadingShape label="Loading the news taxonomies" className="space-y-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-10 animate-pulse rounded-lg bg-raised" />
          ))}
        </LoadingShape>
      ) : null}
      {branches?.length === 0 ? (
        <ListEmpty>
          No taxonomy matches “{search}”.{' '}
          <button type="button" className={secondaryButton} onClick={clear}>
            Clear the search
          </button>
        </ListEmpty>
      ) : null}
      {branches && branches.length > 0 ? (
        <ul aria-label="News taxonomies" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {branches.map(({ taxonomy, subTaxonomies, matched }) => (
            <li key={taxonomy.id} className="rounded-lg border border-line bg-surface">
              <div className="flex items-baseline justify-between gap-3 border-b border-line px-3 py-2">
                <h2 className={`font-semibold ${matched ? '' : 'text-muted'}`}>{taxonomy.name}</h2>
                <RowLink
                  href={newsHref({ taxonomyId: { op: 'in', values: [taxonomy.id] } })}
                  label={`News in ${taxonomy.name}`}
                >
                  News
                </RowLink>
              </div>
              {subTaxonomies.length > 0 ? (
                <ul aria-label={`Sub-taxonomies of ${taxonomy.name}`} className="px-3 py-1.5">
                  {subTaxonomies.map((sub) => (
                    <li
                      key={sub.id}
                      className="flex items-baseline justify-between gap-3 py-1 text-sm"
                    >
                      <span>{sub.name}</span>
                      <RowLink
                        href={newsHref({ taxonomyId: { op: 'in', values: [sub.id] } })}
                        label={`News in ${sub.name}`}
                      >
                        News
                      </RowLink>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="px-3 py-2 text-sm text-muted">No sub-taxonomies.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
