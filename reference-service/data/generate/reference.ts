import type { Taxonomy } from '../../../contract/resources/news.ts';
import type {
  ImpactRating,
  IncidentCategory,
  IncidentType,
  Sector,
  Source,
  SourceMedium,
} from '../../../contract/resources/reference.ts';
import type { Random } from '../random.ts';
import {
  CATEGORIES,
  GROUPS,
  IMPACT_RATINGS,
  INDUSTRIES,
  SECTORS,
  SOURCE_MEDIA,
  SOURCES,
  TAGS,
  TAXONOMIES,
} from '../vocabulary/reference.ts';

/** Reference data with ids, plus what the incident generator needs to draw from it. */
export interface ReferenceData {
  categories: (IncidentCategory & { weight: number })[];
  types: (IncidentType & { weight: number })[];
  impactRatings: ImpactRating[];
  sectors: Sector[];
  sourceMedia: SourceMedium[];
  sources: (Source & { domain: string; medium: SourceMedium })[];
  tags: { name: string; slug: string; weight: number }[];
  groups: { id: string; name: string; kind: string; countries: readonly string[] }[];
  taxonomies: Taxonomy[];
  industries: { reference: string; name: string }[];
}

export function generateReferenceData(random: Random): ReferenceData {
  const categories = CATEGORIES.map((spec) => ({
    id: random.uuid(),
    name: spec.name,
    colour: spec.colour.toUpperCase(),
    weight: spec.weight,
  }));
  const types = CATEGORIES.flatMap((spec, index) => {
    const { weight: _weight, ...category } = categories[index]!;
    return spec.types.map((type) => ({
      id: random.uuid(),
      name: type.name,
      icon: type.icon,
      severity: type.severity,
      category,
      weight: type.weight,
    }));
  });
  const sourceMedia = SOURCE_MEDIA.map((name) => ({ id: random.uuid(), name }));
  const mediumByName = new Map(sourceMedia.map((medium) => [medium.name, medium]));
  const sources = SOURCES.map((spec) => ({
    id: random.uuid(),
    name: spec.name,
    domain: spec.domain,
    medium: mediumByName.get(spec.medium) ?? sourceMedia[0]!,
  }));
  // Popularity follows a long tail, as real tag use does.
  const tags = TAGS.map((tag, index) => ({
    ...tag,
    weight: 1 / (1 + index * random.float(0.05, 0.3)),
  }));
  return {
    categories,
    types,
    impactRatings: IMPACT_RATINGS.map((rating) => ({ ...rating })),
    sectors: SECTORS.map((sector) => ({ id: random.uuid(), ...sector })),
    sourceMedia,
    sources,
    tags,
    groups: GROUPS.map((group) => ({ id: random.uuid(), ...group })),
    taxonomies: TAXONOMIES.map((taxonomy) => ({
      id: random.uuid(),
      name: taxonomy.name,
      subTaxonomies: taxonomy.subTaxonomies.map((name) => ({ id: random.uuid(), name })),
    })),
    industries: INDUSTRIES.map((industry) => ({ ...industry })),
  };
}
