import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { ListError } from '@/components/list-states';
import type { ApiError } from '@/lib/http/api-error';

/**
 * One part of the watch floor: a titled region with a link to the full view behind it. A part
 * whose request failed says why in place, with a retry; the other parts go on working.
 */
export function HomeSection({
  id,
  title,
  summary,
  viewLink,
  error,
  errorTitle,
  onRetry,
  busy,
  children,
  className = '',
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  /** A link to the full view, styled with `viewLinkClass` and ending in `<ViewArrow />`. */
  viewLink: ReactNode;
  error?: ApiError | null;
  errorTitle?: string;
  onRetry?: () => void;
  /** Its first answers are still on their way (read by assistive technology, and the bench). */
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      data-home-part={id}
      className={`rounded-lg border border-line bg-surface p-4 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {viewLink}
      </div>
      {summary ? <div className="mt-1 text-sm text-muted">{summary}</div> : null}
      <div className="mt-3">
        {error ? (
          <ListError
            title={errorTitle ?? `${title} could not be loaded`}
            error={error}
            onRetry={onRetry ?? (() => undefined)}
          />
        ) : (
          children
        )}
      </div>
    </section>
  );
}

export const viewLinkClass = `inline-flex items-center gap-1 rounded text-sm text-accent hover:underline ${focusRing}`;

export const ViewArrow = () => <ArrowRight aria-hidden size={14} />;

/** The quiet "N new" that lets held-back live items into a list. */
export function NewItemsButton({
  count,
  noun,
  onShow,
}: {
  count: number;
  noun: [one: string, many: string];
  onShow: () => void;
}) {
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={onShow}
      className={`mb-2 rounded-full border border-accent px-3 py-0.5 text-xs font-medium text-accent hover:bg-raised ${focusRing}`}
    >
      Show {count} new {count === 1 ? noun[0] : noun[1]}
    </button>
  );
}
