import type { QueryClient } from '@tanstack/react-query';
import { AlertsPage } from '@/features/alerts/alerts-page';
import { BriefingPage } from '@/features/briefings/briefing-page';
import { BriefingsPage } from '@/features/briefings/briefings-page';
import { prefetchBriefingsPage } from '@/features/briefings/briefing-queries';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import type { AlertsSearch } from '@/features/alerts/alerts-search';
import { prefetchExplorerPage } from '@/features/explorer/explorer-list-options';
import { ExplorerPage } from '@/features/explorer/explorer-page';
import { prefetchIncidentPage } from '@/features/incident-detail/incident-request';
import { prefetchNewsFeed } from '@/features/news/feed-options';
import { prefetchHomePage } from '@/features/overview/home-request';
import { NewsPage } from '@/features/news/news-page';
import { OverviewPage } from '@/features/overview/overview-page';
import { ReferencePage } from '@/features/reference/reference-page';
import { SitePage } from '@/features/sites/site-page';
import { prefetchSitesPage } from '@/features/sites/sites-request';
import { SitesPage } from '@/features/sites/sites-page';
import { AuthenticatedLayout } from '@/features/shell/authenticated-layout';
import { ThemePage } from '@/features/themes/theme-page';
import { themesListOptionsForSearch } from '@/features/themes/themes-query';
import { ThemesPage } from '@/features/themes/themes-page';
import { WatchesPage } from '@/features/watches/watches-page';
import { QueuePage } from '@/features/triage/queue-page';
import { queueListOptionsForSearch } from '@/lib/triage/queue-query';
import { IncidentWithTriage } from './-incident-with-triage';
import { getThemeOptions } from '@/lib/http/incidents';
import { getBriefingOptions, getSiteOptions, listWatchesOptions } from '@/lib/http/watchfloor';
import type { SearchRecord } from '@/lib/url/search-string';

/**
 * The signed-in views and what their loaders start, in one module (not a route: the router's
 * generator skips files starting with `-`). Every signed-in route reads its component from
 * here (code-split, so the entry never imports this) and its loader imports this module, so the
 * bundler keeps the views' code in one chunk.
 *
 * Why: split per route, the views' code came as some forty files of a few hundred bytes to a
 * few kB (modules shared by different sets of routes), and a browser fetches six at a time from
 * one origin over HTTP/1.1, so a first visit to a view waited for seven or eight rounds of
 * downloads before it could ask for its data. Together they are about a dozen, fetched at once.
 * The views' code is small beside what stays apart, loaded only when shown: MapLibre, the
 * charts, the drawing tools, the command palette. The login page shares none of this (the
 * bundler still splits out the few modules it does share), so its first download does not grow.
 */
const views = {
  AlertsPage,
  AuthenticatedLayout,
  BriefingPage,
  BriefingsPage,
  ExplorerPage,
  IncidentPage: IncidentWithTriage,
  NewsPage,
  OverviewPage,
  QueuePage,
  ReferencePage,
  SitePage,
  SitesPage,
  ThemePage,
  ThemesPage,
  WatchesPage,
};

// Read out of the object, so that taking one view keeps them all together.
export const {
  AlertsPage: AlertsView,
  AuthenticatedLayout: AuthenticatedLayoutView,
  BriefingPage: BriefingView,
  BriefingsPage: BriefingsView,
  ExplorerPage: ExplorerView,
  IncidentPage: IncidentView,
  NewsPage: NewsView,
  OverviewPage: OverviewView,
  QueuePage: QueueView,
  ReferencePage: ReferenceView,
  SitePage: SiteView,
  SitesPage: SitesView,
  ThemePage: ThemeView,
  ThemesPage: ThemesView,
  WatchesPage: WatchesView,
} = views;

/** How long a loader waits for what it started (lib/query/first-screen.ts). */
export { awaitFirstScreen } from '@/lib/query/first-screen';

/** What the signed-in routes' loaders start: the data requests, from the views' own chunk. */
export const prefetch = {
  explorer: prefetchExplorerPage,
  news: prefetchNewsFeed,
  incident: prefetchIncidentPage,
  theme: (client: QueryClient, id: string) =>
    void client.prefetchQuery(getThemeOptions({ path: { id } })),
  themes: (client: QueryClient, search: SearchRecord) =>
    void client.prefetchQuery(themesListOptionsForSearch(search)),
  sites: prefetchSitesPage,
  site: (client: QueryClient, id: string) =>
    void client.prefetchQuery(getSiteOptions({ path: { id } })),
  queue: (client: QueryClient, search: SearchRecord) =>
    void client.prefetchQuery(queueListOptionsForSearch(search)),
  alerts: (client: QueryClient, search: AlertsSearch) =>
    void client.prefetchInfiniteQuery(
      alertPagesOptions({ unreadOnly: search.unread === true, watchId: search.watch }),
    ),
  watches: (client: QueryClient) => void client.prefetchQuery(listWatchesOptions()),
  home: prefetchHomePage,
  briefings: prefetchBriefingsPage,
  briefing: (client: QueryClient, id: string) =>
    void client.prefetchQuery(getBriefingOptions({ path: { id } })),
};
