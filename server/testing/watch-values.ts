import type { WatchValues } from '../watches/watch-store.ts';

/** A watch on every incident, alerting in the app only: tests change what they are about. */
export const everythingWatch = (changes: Partial<WatchValues> = {}): WatchValues => ({
  name: 'Everything',
  visibility: 'team',
  paused: false,
  filters: '/incidents',
  savedSearchId: null,
  siteIds: [],
  areaIds: [],
  triggers: 'both',
  minImpact: null,
  cadence: 'instant',
  digestTime: null,
  timeZone: 'UTC',
  quietHours: null,
  webhooks: [],
  emails: [],
  ...changes,
});
