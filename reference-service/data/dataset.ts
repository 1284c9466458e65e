import type { Incident } from '../../contract/resources/incident.ts';
import type { NewsItem, Taxonomy } from '../../contract/resources/news.ts';
import type {
  Country,
  ImpactRating,
  IncidentCategory,
  IncidentType,
  Sector,
  Source,
  SourceMedium,
  Tag,
} from '../../contract/resources/reference.ts';
import type { ThemeDetail, ThemeListItem } from '../../contract/resources/theme.ts';
import type { Person } from '../../contract/resources/incident-parts.ts';
import type { PolygonalGeometry } from './geometry.ts';

/** Everything the generator produces, already in the contract's shapes. */
export type Dataset = IncidentData & NewsData;

/** What the incident API serves. */
export interface IncidentData {
  /** The service clock's reading the data was placed around, in Unix seconds. */
  generatedAt: number;
  countries: readonly CountryWithGeometry[];
  categories: readonly IncidentCategory[];
  types: readonly IncidentType[];
  impactRatings: readonly ImpactRating[];
  sectors: readonly Sector[];
  sourceMedia: readonly SourceMedium[];
  sources: readonly Source[];
  tags: readonly Tag[];
  themes: readonly GeneratedTheme[];
  incidents: readonly Incident[];
  /** Reporters and analysts; the sign-in accounts reuse some of them. */
  people: readonly Person[];
}

/** What the news API serves. */
export interface NewsData extends NewsSource {
  news: readonly NewsItem[];
}

/** The same, with the news items possibly drawn while they are read. */
export interface NewsSource {
  taxonomies: readonly Taxonomy[];
  news: Iterable<NewsItem>;
}

export interface CountryWithGeometry extends Country {
  geometry: CountryGeometry;
  bbox: [number, number, number, number];
}

export type CountryGeometry = PolygonalGeometry;

export interface GeneratedTheme {
  listItem: ThemeListItem;
  detail: ThemeDetail;
}
