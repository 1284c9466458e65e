import type { ToOptions } from '@tanstack/react-router';

/**
 * The app's top-level views, in navigation order. The palette's "Go to" group and the layout's
 * main navigation both read this list, so a new view is added in one place.
 */

/**
 * A route that needs no params: a view can be opened from its path alone. Paths as links write
 * them, so an index route is `/themes`, not `/themes/`.
 */
export type ViewPath = Exclude<NonNullable<ToOptions['to']>, `${string}$${string}` | `.${string}`>;

export interface AppView {
  path: ViewPath;
  label: string;
  /** Other words an analyst may type to find the view. */
  keywords: readonly string[];
  /**
   * False: found in the palette only, not in the header's navigation (which must fit at 1280 px
   * beside the search, the bell and the identity menu); the view is linked from elsewhere.
   */
  inNavigation?: false;
}

export const APP_VIEWS: readonly AppView[] = [
  { path: '/', label: 'Overview', keywords: ['home', 'dashboard', 'start', 'summary'] },
  {
    path: '/news',
    label: 'News',
    keywords: ['feed', 'articles', 'headlines', 'press', 'media', 'taxonomy'],
  },
  {
    path: '/incidents',
    label: 'Incidents',
    keywords: ['explorer', 'events', 'filter', 'search', 'table', 'export'],
  },
  {
    path: '/queue',
    label: 'Queue',
    keywords: ['triage', 'assigned', 'mine', 'review', 'status', 'updated'],
  },
  {
    path: '/themes',
    label: 'Themes',
    keywords: ['patterns', 'campaigns', 'trends'],
  },
  {
    path: '/sites',
    label: 'Sites',
    keywords: ['places', 'offices', 'locations', 'assets', 'radius', 'import'],
  },
  {
    path: '/watches',
    label: 'Watches',
    keywords: ['alerts', 'notify', 'subscribe', 'monitor', 'digest'],
    // Reached from the notification centre (the bell), the explorer and each site.
    inNavigation: false,
  },
  {
    path: '/briefings',
    label: 'Briefings',
    keywords: ['report', 'summary', 'print', 'pdf', 'email', 'daily', 'schedule'],
    // The header is full at 1280 px; reached from the Watches page and the palette.
    inNavigation: false,
  },
  {
    path: '/alerts',
    label: 'Alerts',
    keywords: ['notifications', 'bell', 'unread', 'inbox'],
    inNavigation: false,
  },
  {
    path: '/reference',
    label: 'Reference',
    // Few, short words: the palette matches letters loosely across all of them.
    keywords: ['countries', 'categories', 'sectors', 'tags', 'taxonomies'],
  },
];

export function findView(path: string): AppView | undefined {
  return APP_VIEWS.find((view) => view.path === path);
}
