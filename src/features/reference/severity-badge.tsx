/**
 * An incident type's severity. The spec shows only `high` and leaves the set open, so known
 * words get a weight and anything else is shown as written.
 */
const EMPHASIS: Record<string, string> = {
  critical: 'bg-danger text-canvas',
  high: 'bg-danger-soft text-danger',
  medium: 'bg-warning-soft text-warning',
  low: 'bg-raised text-muted',
};

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${
        EMPHASIS[severity] ?? 'border border-line text-ink'
      }`}
    >
      {severity}
    </span>
  );
}
