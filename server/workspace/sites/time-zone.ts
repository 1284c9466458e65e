import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a position (a site's local time shows beside its incidents). At sea the
 * lookup answers the nautical zone (`Etc/GMT+5`), which is still the right clock there.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return 'Etc/UTC';
  }
}
