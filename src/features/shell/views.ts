import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * The app's top-level views, in navigation order. The palette's "Go to" group and the layout's
 * main navigation both read this list, so a new view is added in one place.
 */

/** A route that needs no params: a view can be opened from its path alone. */
type WithoutTrailingSlash<Path> = Path extends `${infer Head}/`
  ? Head extends ''
    ? '/'
    : Head
  : Path;
/** Index routes are keyed `/incidents/`; links and the address bar use `/incidents`. */
export type ViewPath = WithoutTrailingSlash<
  Exclude<keyof RegisteredRouter['routesByPath'], `${string}$${string}`>
>;

export interface AppView {
  path: ViewPath;
  label: string;
  /** Other words an analyst may type to find the view. */
  keywords: readonly string[];
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
];

export function findView(path: string): AppView | undefined {
  return APP_VIEWS.find((view) => view.path === path);
}
