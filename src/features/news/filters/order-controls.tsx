import { newsQuery, type NewsQuery } from '../../../../contract/filters/news';
import { groupLabelClass, selectClass } from './control-styles';

const PAGE_SIZES = [25, 50, 100, 250, 500, 1000, 2500, 5000];
const DEFAULT_LIMIT = newsQuery.limit.defaultValue;

/**
 * Sort order and page size. The feed's defaults (newest first, 1000 a page) leave the address;
 * oldest first is written out (`sort=publishedAt_asc`).
 */
export function OrderControls({
  sort,
  limit,
  onChange,
}: {
  sort: NewsQuery['sort'];
  limit: number | undefined;
  onChange: (changes: Pick<NewsQuery, 'sort' | 'limit'>) => void;
}) {
  const size = limit ?? DEFAULT_LIMIT;
  const sizes = PAGE_SIZES.includes(size)
    ? PAGE_SIZES
    : [...PAGE_SIZES, size].sort((a, b) => a - b);
  return (
    <>
      <label className="flex flex-col gap-0.5">
        <span className={groupLabelClass}>Order</span>
        <select
          value={sort === 'publishedAt_asc' ? 'publishedAt_asc' : 'publishedAt_desc'}
          onChange={(event) =>
            onChange({
              sort: event.target.value === 'publishedAt_asc' ? 'publishedAt_asc' : undefined,
              limit,
            })
          }
          className={selectClass}
        >
          <option value="publishedAt_desc">Newest first</option>
          <option value="publishedAt_asc">Oldest first</option>
        </select>
      </label>
      <label className="flex flex-col gap-0.5">
        <span className={groupLabelClass}>Per page</span>
        <select
          value={size}
          onChange={(event) => {
            const next = Number(event.target.value);
            onChange({ sort, limit: next === DEFAULT_LIMIT ? undefined : next });
          }}
          className={selectClass}
        >
          {sizes.map((one) => (
            <option key={one} value={one}>
              {one.toLocaleString()}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
