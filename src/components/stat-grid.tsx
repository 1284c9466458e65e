/** A row of labelled counts ("References 4"), the way records summarise themselves. */
export function StatGrid({
  stats,
  className = '',
}: {
  stats: readonly (readonly [label: string, value: number])[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-2 sm:grid-cols-5 ${className}`}>
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-line bg-surface px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
