import { z } from 'zod';
import { ALPHA3 } from '../formats.ts';
import { count, unixSeconds, uuid } from './primitives.ts';

/** Spec 2.1 and 2.2: the news API's resources. */

export const TaxonomyScore = z
  .object({ id: uuid(), score: z.number() })
  .meta({ id: 'TaxonomyScore', description: 'A taxonomy (main or sub) with its relevance score.' });

export const NewsIndustry = z
  .object({ reference: z.string(), name: z.string() })
  .meta({ id: 'NewsIndustry' });

export const NewsCountry = z
  .object({ code: z.string().regex(ALPHA3), name: z.string() })
  .meta({ id: 'NewsCountry', description: 'A country named by a news item (alpha-3 code).' });

export const NewsItem = z
  .object({
    id: uuid(),
    title: z.string(),
    summary: z.string(),
    permalink: z.url(),
    taxonomy: TaxonomyScore,
    subTaxonomies: z.array(TaxonomyScore),
    industries: z.array(NewsIndustry),
    countries: z.array(NewsCountry),
    keywords: z.array(z.string()),
    incidentId: z
      .string()
      .nullable()
      .meta({ description: 'The related incident, null when none.' }),
    publishedAt: unixSeconds(),
    createdAt: unixSeconds(),
    updatedAt: unixSeconds(),
  })
  .meta({ id: 'NewsItem' });

export const ListMeta = z
  .object({ total: count(), page: z.int().min(1), pages: count(), pageSize: z.int().min(1) })
  .meta({ id: 'ListMeta', description: 'Pagination of a news list.' });

export const SubTaxonomy = z.object({ id: uuid(), name: z.string() }).meta({ id: 'SubTaxonomy' });

export const Taxonomy = z
  .object({ id: uuid(), name: z.string(), subTaxonomies: z.array(SubTaxonomy) })
  .meta({ id: 'Taxonomy', description: 'A main taxonomy and its sub-taxonomies (one level).' });

export type NewsItem = z.infer<typeof NewsItem>;
export type ListMeta = z.infer<typeof ListMeta>;
export type Taxonomy = z.infer<typeof Taxonomy>;
