import type { Context } from 'hono';
import { z } from 'zod';
import type { WorldPeriod } from '../../../contract/resources/world.ts';
import type { ServerDeps } from '../../deps.ts';
import { getVendorJson, refused, type VendorResult } from '../sites/vendor-incidents.ts';

/**
 * The news items published in one period, as far as the summary needs them: how many there are,
 * and the taxonomy ids of those read. The first page gives the total and the page count, so the
 * rest are asked for at once.
 */

/** The most the news API gives in one page (spec 4.2). */
const NEWS_PAGE_LIMIT = 5000;
/** 20,000 items: several busy days' worth; beyond it the summary says it is truncated. */
export const MAX_NEWS_PAGES = 4;

const NewsItem = z.object({
  taxonomy: z.object({ id: z.string() }),
  subTaxonomies: z.array(z.object({ id: z.string() })).default([]),
});

/** What the summary reads of a news item. */
export type NewsTaxonomies = z.infer<typeof NewsItem>;

const NewsPage = z.object({
  data: z.object({
    news: z.array(z.unknown()),
    meta: z.object({ total: z.number().int(), pages: z.number().int() }),
  }),
});

export interface NewsPeriod {
  /** Every item published in the period, read or not. */
  total: number;
  items: NewsTaxonomies[];
  truncated: boolean;
}

type PageResult = VendorResult<{ total: number; pages: number; items: NewsTaxonomies[] }>;

async function readPage(
  deps: ServerDeps,
  c: Context,
  period: WorldPeriod,
  page: number,
): Promise<PageResult> {
  const query = new URLSearchParams({
    // Both ends included, comma separated on the news API (spec 4.2).
    publishedAt: `bt:${period.from},${period.until}`,
    sort: 'publishedAt_asc',
    limit: String(NEWS_PAGE_LIMIT),
    page: String(page),
  });
  const answer = await getVendorJson(deps, c, 'news', '/news', query);
  if (!answer.ok) return answer;
  const list = NewsPage.safeParse(answer.value.body);
  if (answer.value.status !== 200 || !list.success) {
    return { ok: false, failure: refused('The news service sent a list this server cannot read.') };
  }
  const items: NewsTaxonomies[] = [];
  for (const raw of list.data.data.news) {
    // An item without a taxonomy is skipped rather than failing the whole summary.
    const item = NewsItem.safeParse(raw);
    if (item.success) items.push(item.data);
  }
  const { total, pages } = list.data.data.meta;
  return { ok: true, value: { total, pages, items } };
}

export async function fetchNewsPeriod(
  deps: ServerDeps,
  c: Context,
  period: WorldPeriod,
): Promise<VendorResult<NewsPeriod>> {
  const first = await readPage(deps, c, period, 1);
  if (!first.ok) return first;
  const { total, pages } = first.value;
  const lastRead = Math.min(pages, MAX_NEWS_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastRead - 1) }, (_, index) =>
      readPage(deps, c, period, index + 2),
    ),
  );
  const items = [...first.value.items];
  for (const page of rest) {
    if (!page.ok) return page;
    items.push(...page.value.items);
  }
  return { ok: true, value: { total, items, truncated: pages > MAX_NEWS_PAGES } };
}
