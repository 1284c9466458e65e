import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { CopyButton } from '@/components/copy-button';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { SavedSearchesMenu } from '@/components/saved-searches/saved-searches-menu';
import { apiErrorOf } from '@/lib/http/api-error';
import type { ListMeta, ListNewsResponse } from '@/lib/http/news';
import { useCountries } from '@/lib/reference/lookups';
import { describeInstant, formatDateTime, formatTimeOfDay } from '@/lib/time/format-time';
import { useNow } from '@/lib/time/use-now';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useValueAfterPaint } from '@/lib/use-value-after-paint';
import { loosenings } from './active-filters';
import { describeWindow } from './describe-window';
import { EmptyFeed } from './empty-feed';
import { loadNewsCharts } from './feed-options';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  FeedLoadError,
  FeedSkeleton,
  TaxonomyNamesMissing,
  WindowLimitNotice,
} from './feed-states';
import { NewsFilterBar } from './filters/news-filter-bar';
import { NewsTypedFilterBar } from './filters/news-typed-filter-bar';
import { NewsList } from './item/news-list';
import { ReadingPane } from './item/reading-pane';
import { linkAsOf } from './link-as-of';
import { NewsPagination } from './news-pagination';
import { countNewNews } from './saved-search-counts';
import { bucketFor } from './published-window';
import { useFeedHotkeys } from './use-feed-hotkeys';
import { useNewsFeed } from './use-news-feed';
import { SELECTED_ITEM, useNewsSearch } from './use-news-search';
import { useSelection } from './use-selection';
import { unknownTaxonomyLabel, useTaxonomyNames } from './use-taxonomy-names';

// recharts is heavy and the list is what the analyst came for: the charts are their own chunk,
// fetched once the page has painted and drawn once the rows are on screen.
const NewsCharts = lazy(loadNewsCharts);

const NOTHING_CHARTED: { data: ListNewsResponse | undefined; span: { from: number; to: number } } =
  { data: undefined, span: { from: 0, to: 0 } };

const chartsPlaceholder = (
  <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
    <div className="h-44 animate-pulse rounded-lg bg-raised" />
    <div className="h-44 animate-pulse rounded-lg bg-raised" />
  </div>
);

/** Says whose items the charts count: the whole result or one page of it. */
function chartScope(count: number, meta: ListMeta | undefined) {
  return meta && meta.total > count
    ? `the ${count.toLocaleString()} items of page ${meta.page}`
    : `all ${count.toLocaleString()} items`;
}
/** The selected item says where the analyst is, not what they searched: not kept when saved. */
const NEWS_TRANSIENT = [SELECTED_ITEM] as const;

/** The news feed (spec 4.2): filters in the address, charts, the list and a reading pane. */
export function NewsPage() {
  useDocumentTitle('News');
  useEffect(() => afterNextPaint(() => void loadNewsCharts()), []);
  const search = useNewsSearch();
  const { values, window } = search;
  const { feed, span, windowProblem, asOfSeconds, anchorSeconds, refresh } = useNewsFeed(search);
  const nowMs = useNow(60_000);
  const { names: taxonomyNames, taxonomies } = useTaxonomyNames();
  const countries = useCountries();
  const searchField = useRef<HTMLInputElement>(null);

  const items = useMemo(() => feed.data?.data.news ?? [], [feed.data]);
  const meta = feed.data?.data.meta;
  const [selectedId, setSelectedId] = useSelection(search.selectedId, search.select);
  const found = items.findIndex((item) => item.id === selectedId);
  const selectedIndex = found >= 0 ? found : items.length > 0 ? 0 : -1;
  const selected = items[selectedIndex];

  const selectIndex = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) setSelectedId(item.id);
    },
    [items, setSelectedId],
  );
  useFeedHotkeys({
    move: (by) => selectIndex(Math.max(0, Math.min(items.length - 1, selectedIndex + by))),
    focusSearch: () => searchField.current?.focus(),
  });

  // The charts count thousands of items: the rows come first, the charts once the rows are
  // painted. The same element while what the charts show stays the same, so a render of the
  // page for anything else (new rows arriving, a row selected) draws no chart again.
  const chartInput = useMemo(
    () => ({ data: feed.data, span: { from: span.from, to: span.to } }),
    [feed.data, span.from, span.to],
  );
  const charted = useValueAfterPaint(chartInput, NOTHING_CHARTED);
  const { setFilters } = search;
  const pickedKey = values.taxonomyId?.op === 'in' ? values.taxonomyId.values.join(',') : '';
  const charts = useMemo(() => {
    const chartItems = charted.data?.data.news ?? [];
    if (chartItems.length === 0) return chartsPlaceholder;
    return (
      <NewsCharts
        items={chartItems}
        span={charted.span}
        unit={bucketFor(charted.span.to - charted.span.from)}
        scope={chartScope(chartItems.length, charted.data?.data.meta)}
        taxonomyNames={taxonomyNames}
        pickedTaxonomies={pickedKey ? pickedKey.split(',') : []}
        onPickTaxonomy={(id) => setFilters({ taxonomyId: { op: 'in', values: [id] } })}
      />
    );
  }, [charted, taxonomyNames, pickedKey, setFilters]);

  const error = apiErrorOf(feed.error, 'news', 'GET /news');
  const countryName = (code: string) =>
    countries.data?.find((country) => country.code === code)?.name ?? code;
  const taxonomyName = (id: string) => taxonomyNames.get(id)?.name ?? unknownTaxonomyLabel(id);

  const copyLink = () =>
    linkAsOf({
      pageUrl: globalThis.location.href,
      values,
      window,
      anchorSeconds,
      asOfSeconds: asOfSeconds ?? Math.floor(Date.now() / 1000),
      selectedId: selected?.id,
    });

  let body;
  if (windowProblem) {
    body = <WindowLimitNotice message={windowProblem} />;
  } else if (error && !feed.data) {
    body = <FeedLoadError error={error} onRetry={() => void feed.refetch()} />;
  } else if (!feed.data) {
    body = <FeedSkeleton />;
  } else if (items.length === 0) {
    const page = values.page ?? 1;
    body = (
      <EmptyFeed
        loosenings={loosenings(search, { country: countryName, taxonomy: taxonomyName })}
        pastLastPage={
          meta && page > 1 && meta.total > 0
            ? { page, pages: meta.pages, goToLast: () => search.setPage(meta.pages) }
            : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {error ? <FeedLoadError error={error} onRetry={() => void feed.refetch()} /> : null}
        <Suspense fallback={chartsPlaceholder}>{charts}</Suspense>
        <div className="grid gap-3 lg:min-h-72 lg:flex-1 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="h-[28rem] lg:h-auto lg:min-h-0">
            <NewsList
              items={items}
              selectedIndex={selectedIndex}
              onSelect={selectIndex}
              taxonomyNames={taxonomyNames}
              nowMs={nowMs}
              stale={feed.isPlaceholderData}
            />
          </div>
          {selected ? (
            <div className="lg:min-h-0">
              <ReadingPane
                item={selected}
                taxonomyNames={taxonomyNames}
                nowMs={nowMs}
                position={`Item ${(selectedIndex + 1).toLocaleString()} of ${items.length.toLocaleString()} on this page · j / k to move`}
                onKeyword={(keyword) => search.setFilters({ search: { op: 'eq', value: keyword } })}
              />
            </div>
          ) : null}
        </div>
        {meta ? <NewsPagination meta={meta} shown={items.length} onPage={search.setPage} /> : null}
      </>
    );
  }

  return (
    // On wide screens the page fills the window below the app's header and the list takes what
    // the filters and charts leave, so the selected row is always in view.
    <div className="flex flex-col gap-3 px-4 py-3 lg:h-[calc(100vh-3rem)]">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">News</h1>
        <p role="status" className="text-sm text-muted tabular-nums">
          {feed.isFetching && feed.data ? 'Updating… ' : null}
          {meta && !feed.isPlaceholderData ? (
            <>
              {meta.total.toLocaleString()} items · {describeWindow(window).toLowerCase()}
              {asOfSeconds ? (
                <span title={describeInstant(asOfSeconds * 1000)}>
                  {' '}
                  · as of {formatTimeOfDay(asOfSeconds * 1000)}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <button type="button" className={secondaryButton} onClick={refresh}>
            <RefreshCw aria-hidden className={`size-4 ${feed.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
          <SavedSearchesMenu view="news" transient={NEWS_TRANSIENT} countNew={countNewNews} />
          <CopyButton
            label="Copy link as of now"
            getText={() => {
              const link = copyLink();
              return {
                text: link.url,
                confirmation: `Copied: items published ${formatDateTime(link.from * 1000)} – ${formatDateTime(link.to * 1000)}`,
              };
            }}
          />
        </div>
      </header>
      <NewsTypedFilterBar search={search} />
      <NewsFilterBar
        search={search}
        span={span}
        nowSeconds={anchorSeconds}
        searchInputRef={searchField}
      />
      <DroppedParametersNotice dropped={search.dropped} onDismiss={search.dismissDropped} />
      {taxonomies.isError ? (
        <TaxonomyNamesMissing
          message={taxonomies.error.message}
          onRetry={() => void taxonomies.refetch()}
        />
      ) : null}
      {body}
    </div>
  );
}
