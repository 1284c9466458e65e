/**
 * `:id` in a route's path, matching only a UUID (as contract/formats.ts's UUID): any other id is
 * not the address of a workspace object at all, so it never reaches a query and answers 404.
 * Written out, not built from that pattern, so that Hono types the parameter as a string.
 */
export const UUID_ID_PARAM =
  ':id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';
