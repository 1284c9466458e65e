import type { incidentsQuery } from '../../../../contract/filters/incidents';

/** Every filter of spec 4.5: the incident query's parameters except sort and paging. */
export type FilterName = Exclude<keyof typeof incidentsQuery, 'sort' | 'page' | 'pageSize'>;

/** Where a list filter's choices come from. */
export type OptionSource =
  | 'categories'
  | 'types'
  | 'themes'
  | 'tags'
  | 'countries'
  | 'continents'
  | 'sectors'
  | 'parties'
  | 'reporters';

export type FilterEditorKind =
  | { editor: 'term' }
  | { editor: 'list'; source: OptionSource }
  | { editor: 'time' }
  | { editor: 'period' }
  | { editor: 'ongoing' }
  | { editor: 'impact' }
  | { editor: 'text'; placeholder: string };

export type FilterGroup = 'What' | 'When' | 'Where' | 'Who';

export type FilterSpec = FilterEditorKind & {
  name: FilterName;
  label: string;
  group: FilterGroup;
  /** One line under the label, when the filter needs explaining. */
  hint?: string;
};

/** The filter panel, top to bottom. */
export const FILTER_CATALOG: readonly FilterSpec[] = [
  { name: 'search', label: 'Text', group: 'What', editor: 'term', hint: 'Summary and description' },
  { name: 'category', label: 'Category', group: 'What', editor: 'list', source: 'categories' },
  { name: 'type', label: 'Type', group: 'What', editor: 'list', source: 'types' },
  { name: 'impact', label: 'Impact', group: 'What', editor: 'impact' },
  { name: 'ongoing', label: 'Status', group: 'What', editor: 'ongoing' },
  { name: 'theme', label: 'Theme', group: 'What', editor: 'list', source: 'themes' },
  { name: 'tagged', label: 'Tag', group: 'What', editor: 'list', source: 'tags' },
  { name: 'startedAt', label: 'Started', group: 'When', editor: 'time' },
  { name: 'startedInPeriod', label: 'Started within', group: 'When', editor: 'period' },
  { name: 'endedAt', label: 'Ended', group: 'When', editor: 'time' },
  { name: 'reportedAt', label: 'Reported', group: 'When', editor: 'time' },
  { name: 'reportedInPeriod', label: 'Reported within', group: 'When', editor: 'period' },
  { name: 'reviewedAt', label: 'Reviewed', group: 'When', editor: 'time' },
  { name: 'updatedAt', label: 'Updated', group: 'When', editor: 'time' },
  { name: 'country', label: 'Country', group: 'Where', editor: 'list', source: 'countries' },
  { name: 'continent', label: 'Continent', group: 'Where', editor: 'list', source: 'continents' },
  {
    name: 'area',
    label: 'Area',
    group: 'Where',
    editor: 'text',
    placeholder: '[[[lng,lat],[lng,lat],[lng,lat]]]',
    hint: 'Polygon, longitude first',
  },
  {
    name: 'near',
    label: 'Near',
    group: 'Where',
    editor: 'text',
    placeholder: '<map id>;<km>',
    hint: "Within a distance of an incident's map",
  },
  {
    name: 'involving',
    label: 'Involving',
    group: 'Who',
    editor: 'list',
    source: 'parties',
    hint: 'Group or individual',
  },
  { name: 'reporter', label: 'Reporter', group: 'Who', editor: 'list', source: 'reporters' },
  { name: 'affects', label: 'Affected sector', group: 'Who', editor: 'list', source: 'sectors' },
];

export const FILTER_GROUPS: readonly FilterGroup[] = ['What', 'When', 'Where', 'Who'];

export const findFilter = (name: FilterName): FilterSpec =>
  FILTER_CATALOG.find((spec) => spec.name === name)!;
