import type { Context } from 'hono';
import { INCIDENT_ID, THEME_ID } from '../../contract/formats.ts';
import {
  countriesQuery,
  impactRatingsQuery,
  incidentCategoriesQuery,
  incidentsQuery,
  incidentTypesQuery,
  sectorsQuery,
  sourceMediaQuery,
  sourcesQuery,
  tagsQuery,
  themesQuery,
} from '../../contract/filters/incidents.ts';
import type { QueryGrammar, QueryValues } from '../../contract/filters/query.ts';
import {
  getIncident,
  getIncidentOverview,
  getTheme,
  listCountries,
  listImpactRatings,
  listIncidentCategories,
  listIncidents,
  listIncidentTypes,
  listSectors,
  listSourceMedia,
  listSources,
  listTags,
  listThemes,
} from '../../contract/operations/incidents.ts';
import { createApiApp } from '../api-app.ts';
import { requireBearer } from '../auth/bearer.ts';
import { nowSeconds } from '../clock.ts';
import { respondFail } from '../jsend.ts';
import type { IncidentRepository } from '../db/incident-repository.ts';
import type { DataApiOptions } from './news.ts';
import { readQuery, readQueryLeniently, respondJson, routerPath } from './query.ts';

/** The incident API (spec 4.4 and 4.5), served on its own origin. */
export function createIncidentApp(options: DataApiOptions<IncidentRepository>) {
  const app = createApiApp('incident', options);
  const { repository, clock } = options;
  const bearer = requireBearer(options.tokens);

  /** A list endpoint: parse with the grammar (422 on any problem), then answer. */
  function list<Grammar extends QueryGrammar>(
    path: string,
    grammar: Grammar,
    answer: (values: QueryValues<Grammar>) => string | Uint8Array<ArrayBuffer>,
  ) {
    app.get(routerPath(path), bearer, (c) => {
      const query = readQuery(c, grammar);
      return query.ok ? respondJson(c, answer(query.values)) : query.response;
    });
  }

  list(listCountries.path, countriesQuery, (query) => repository.countries(query));
  list(listIncidentCategories.path, incidentCategoriesQuery, (query) =>
    repository.categories(query),
  );
  list(listIncidentTypes.path, incidentTypesQuery, (query) => repository.types(query));
  // Spec 4.4 lists no 422 for impact ratings: a bad parameter falls back to its default.
  app.get(routerPath(listImpactRatings.path), bearer, (c) =>
    respondJson(c, repository.impactRatings(readQueryLeniently(c, impactRatingsQuery))),
  );
  list(listSectors.path, sectorsQuery, (query) => repository.sectors(query));
  list(listSourceMedia.path, sourceMediaQuery, (query) => repository.sourceMedia(query));
  list(listSources.path, sourcesQuery, (query) => repository.sources(query));
  list(listTags.path, tagsQuery, (query) => repository.tags(query));
  list(listThemes.path, themesQuery, (query) => repository.themes(query));

  app.get(routerPath(listIncidents.path), bearer, (c) => {
    const query = readQuery(c, incidentsQuery);
    if (!query.ok) return query.response;
    const result = repository.listIncidents(query.values, nowSeconds(clock));
    if (!result.ok) {
      return respondFail(
        c,
        422,
        Object.fromEntries(result.problems.map((problem) => [problem.parameter, problem.message])),
      );
    }
    return respondJson(c, result.json);
  });

  /** A single resource by path id; a malformed id is as absent as an unknown one (404). */
  function byId(
    c: Context,
    what: 'incident' | 'theme',
    pattern: RegExp,
    find: (id: string) => string | undefined,
  ) {
    const id = (c.req.param('id') ?? '').slice(0, 64);
    const json = pattern.test(id) ? find(id) : undefined;
    return json === undefined
      ? respondFail(c, 404, { id: `No ${what} has the id ${JSON.stringify(id)}` })
      : respondJson(c, json);
  }

  app.get(routerPath(getIncident.path), bearer, (c) =>
    byId(c, 'incident', INCIDENT_ID, (id) => repository.incident(id, 'detail')),
  );
  app.get(routerPath(getIncidentOverview.path), bearer, (c) =>
    byId(c, 'incident', INCIDENT_ID, (id) => repository.incident(id, 'overview')),
  );
  app.get(routerPath(getTheme.path), bearer, (c) =>
    byId(c, 'theme', THEME_ID, (id) => repository.theme(id)),
  );

  return app;
}
