import { useThemeList } from '@/lib/reference/lookups';
import { trendSeriesOf } from './trend-series';
import { periodName, TrendSparkline } from './trend-sparkline';

/**
 * The theme's trend. Only the list form carries `trendHistory`, so it comes from the themes
 * lookup, which the session has usually loaded already (the themes page, the pickers).
 */
export function ThemeTrend({ themeId }: { themeId: string }) {
  const themes = useThemeList();
  if (themes.isPending) {
    return <div aria-hidden className="h-16 w-80 animate-pulse rounded bg-raised" />;
  }
  if (themes.isError) {
    return (
      <p className="text-sm text-muted">
        The trend could not be loaded ({themes.error.message}).{' '}
        <button
          type="button"
          className="text-accent underline-offset-2 hover:underline"
          onClick={() => void themes.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const item = themes.data.find((theme) => theme.id === themeId);
  if (!item)
    return <p className="text-sm text-muted">The theme list has no trend for {themeId}.</p>;
  const { points, measure } = trendSeriesOf(item.trendHistory);
  const first = points[0] ? periodName(points[0]) : undefined;
  const last = points.at(-1) ? periodName(points.at(-1)!) : undefined;
  const values = points.map((point) => point.value);
  return (
    <figure className="flex flex-wrap items-end gap-x-6 gap-y-2">
      <TrendSparkline history={item.trendHistory} width={320} height={64} />
      {points.length > 0 ? (
        <figcaption className="text-sm text-muted">
          {measure ? `${measure[0]!.toUpperCase()}${measure.slice(1)} per period` : 'Per period'}
          {first && last ? `, ${first} to ${last}` : ''}
          <br />
          Latest <strong className="text-ink tabular-nums">{values.at(-1)}</strong> · highest{' '}
          <strong className="text-ink tabular-nums">{Math.max(...values)}</strong> · total{' '}
          <strong className="text-ink tabular-nums">
            {values.reduce((sum, value) => sum + value, 0)}
          </strong>
        </figcaption>
      ) : null}
    </figure>
  );
}
