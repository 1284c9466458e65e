import { newsQuery, newsWindowProblem } from '../../contract/filters/news.ts';
import { listNews, listTaxonomies } from '../../contract/operations/news.ts';
import { createApiApp, type ApiAppOptions } from '../api-app.ts';
import { requireBearer } from '../auth/bearer.ts';
import type { TokenService } from '../auth/tokens.ts';
import { nowSeconds, type Clock } from '../clock.ts';
import type { NewsRepository } from '../db/news-repository.ts';
import { respondFail } from '../jsend.ts';
import { readQuery, respondJson, routerPath } from './query.ts';

/** What a data API needs besides the shared options: its data, the token check, the clock. */
export interface DataApiOptions<Repository> extends ApiAppOptions {
  repository: Repository;
  tokens: TokenService;
  clock: Clock;
}

/** The news API (spec 4.2), served on its own origin. */
export function createNewsApp(options: DataApiOptions<NewsRepository>) {
  const app = createApiApp('news', options);
  const { repository, clock } = options;
  const bearer = requireBearer(options.tokens);

  app.get(routerPath(listNews.path), bearer, (c) => {
    const query = readQuery(c, newsQuery);
    if (!query.ok) return query.response;
    const now = nowSeconds(clock);
    const tooLong = newsWindowProblem(query.values.publishedAt, now);
    if (tooLong) return respondFail(c, 422, { publishedAt: tooLong });
    return respondJson(c, repository.list(query.values, now));
  });

  app.get(routerPath(listTaxonomies.path), bearer, (c) => {
    const query = readQuery(c, {});
    if (!query.ok) return query.response;
    return respondJson(c, repository.taxonomies());
  });

  return app;
}
