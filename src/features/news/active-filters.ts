import { OPERATOR_LABELS } from '../../../contract/filters/operators';
import { describeWindow } from './describe-window';
import { WINDOW_PRESETS, type PublishedWindow } from './published-window';
import type { NewsSearch } from './use-news-search';

/** One filter in force, said in words, with the change that loosens it. */
export interface Loosening {
  key: string;
  text: string;
  action: string;
  apply: () => void;
}

interface Names {
  country: (code: string) => string;
  taxonomy: (id: string) => string;
}

const WIDEST = WINDOW_PRESETS.at(-1)!;

function widerWindow(window: PublishedWindow) {
  if (window.kind === 'absolute') return WIDEST;
  // The next preset longer than this window (a typed "last 36 hours" widens to 3 days).
  return WINDOW_PRESETS.find((preset) => preset.seconds > window.preset.seconds);
}

/** The filters an empty result could loosen, most specific first. */
export function loosenings(
  search: Pick<NewsSearch, 'values' | 'window' | 'setFilters' | 'setWindow'>,
  names: Names,
): Loosening[] {
  const { values, setFilters, setWindow } = search;
  const list: Loosening[] = [];
  if (values.search) {
    list.push({
      key: 'search',
      text: `Search ${values.search.op === 'eq' ? 'contains' : 'excludes'} “${values.search.value}”`,
      action: 'Remove the search term',
      apply: () => setFilters({ search: undefined }),
    });
  }
  if (values.countryCode) {
    list.push({
      key: 'countryCode',
      text: `Country ${OPERATOR_LABELS[values.countryCode.op]} ${values.countryCode.values.map(names.country).join(', ')}`,
      action: 'Remove the country filter',
      apply: () => setFilters({ countryCode: undefined }),
    });
  }
  if (values.taxonomyId) {
    list.push({
      key: 'taxonomyId',
      text: `Taxonomy ${OPERATOR_LABELS[values.taxonomyId.op]} ${values.taxonomyId.values.map(names.taxonomy).join(', ')}`,
      action: 'Remove the taxonomy filter',
      apply: () => setFilters({ taxonomyId: undefined }),
    });
  }
  const wider = widerWindow(search.window);
  if (wider) {
    list.push({
      key: 'published',
      text: `Published: ${describeWindow(search.window)}`,
      action: `Widen to ${wider.label.toLowerCase()}`,
      apply: () => setWindow({ kind: 'preset', preset: wider }),
    });
  }
  return list;
}
