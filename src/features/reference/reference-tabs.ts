import type { TabItem } from '@/components/tab-list';

/** The reference page's tabs, in order; `id` is the `tab` value in the address. */
export const REFERENCE_TABS = [
  { id: 'countries', label: 'Countries' },
  { id: 'categories', label: 'Incident categories' },
  { id: 'types', label: 'Incident types' },
  { id: 'impact-ratings', label: 'Impact ratings' },
  { id: 'sectors', label: 'Sectors' },
  { id: 'sources', label: 'Sources' },
  { id: 'source-media', label: 'Source media' },
  { id: 'tags', label: 'Tags' },
  { id: 'taxonomies', label: 'News taxonomies' },
] as const satisfies readonly TabItem<string>[];

export type ReferenceTabId = (typeof REFERENCE_TABS)[number]['id'];

export const DEFAULT_REFERENCE_TAB: ReferenceTabId = 'countries';

export function isReferenceTab(value: unknown): value is ReferenceTabId {
  return REFERENCE_TABS.some((tab) => tab.id === value);
}
