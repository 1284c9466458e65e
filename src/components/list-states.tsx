import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApiError } from '@/lib/http/api-error';
import { secondaryButton } from './button-styles';

/**
 * What a list shows instead of rows: the reason it failed (with a retry where asking again can
 * help), or that nothing matched and what to loosen.
 */

export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: ApiError;
  onRetry: () => void;
}) {
  const reasons = Object.entries(error.data);
  // A refused request (422) is refused again unchanged; anything else may pass on another try.
  const canRetry = !(error.kind === 'fail' && error.status !== 429);
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm"
    >
      <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 break-words">{error.message}</p>
        {reasons.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {reasons.map(([parameter, reason]) => (
              <li key={parameter} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        ) : null}
        {error.retryAfterSeconds !== undefined ? (
          <p className="mt-1">The service asks to wait {error.retryAfterSeconds} s first.</p>
        ) : null}
      </div>
      {canRetry ? (
        <button type="button" className={`${secondaryButton} shrink-0`} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
      {children}
    </div>
  );
}

/** Placeholder rows while the first page loads, the table's height kept. */
export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-2.5">
              <div className="h-3.5 animate-pulse rounded bg-raised" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
