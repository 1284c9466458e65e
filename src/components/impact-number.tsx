/** The vendor's impact rating as a small number, high ratings marked; its words for readers. */
export function ImpactNumber({ rating, label }: { rating: number; label: string }) {
  const unknown = rating < 0;
  return (
    <span
      title={label}
      className={`inline-flex min-w-6 shrink-0 justify-center rounded px-1 text-xs font-semibold tabular-nums ${
        rating >= 4 ? 'bg-danger-soft text-danger' : unknown ? 'text-muted' : 'bg-raised'
      }`}
    >
      {unknown ? '?' : rating}
      <span className="sr-only"> impact, {label}</span>
    </span>
  );
}
