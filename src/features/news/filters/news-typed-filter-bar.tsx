import { writeNewsClauses } from '../../../../contract/query-language/news';
import { printFilterText } from '../../../../contract/query-language/syntax';
import { TypedFilterBar } from '@/components/typed-filter/typed-filter-bar';
import { useReferenceData } from '@/lib/reference/use-reference-data';
import { PUBLISHED_WITHIN, type PublishedWindow } from '../published-window';
import type { NewsSearch } from '../use-news-search';

/** The relative window as the address writes it; the service's default 24 hours writes nothing. */
const withinOf = (window: PublishedWindow) =>
  window.kind === 'preset' && window.preset.id !== 'P1D' ? window.preset.id : undefined;

/** The feed's filters as typed text, in step with the controls under it. */
export function NewsTypedFilterBar({ search }: { search: NewsSearch }) {
  const data = useReferenceData('news');
  const printed = printFilterText(
    writeNewsClauses(search.values, data, { [PUBLISHED_WITHIN]: withinOf(search.window) }),
  );
  return (
    <TypedFilterBar
      view="news"
      printed={printed}
      onApply={(query) => search.applyTyped(query.reading)}
      placeholder="taxonomy:conflict country:UKR,RUS published:last 3d -ceasefire"
    />
  );
}
