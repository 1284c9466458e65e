import { AlertTriangle } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import type { ApiError } from '@/lib/http/api-error';
import { ROW_HEIGHT } from './item/news-row';
import { LoadingShape } from '@/components/loading-shape';

/** What the feed shows instead of results: loading, failed, refused before sending, empty. */

export function FeedSkeleton() {
  return (
    <LoadingShape label="Loading news" className="flex flex-col gap-3">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="h-44 animate-pulse rounded-lg bg-raised" />
        <div className="h-44 animate-pulse rounded-lg bg-raised" />
      </div>
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        {Array.from({ length: 8 }, (_, index) => (
          <div
            key={index}
            style={{ height: ROW_HEIGHT }}
            className="flex flex-col justify-center gap-1.5 border-b border-line px-3"
          >
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-raised" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-raised" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-raised" />
          </div>
        ))}
      </div>
    </LoadingShape>
  );
}

/** The 3-month limit, said instead of sending a request the service would refuse. */
export function WindowLimitNotice({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        {message} Nothing was requested. Pick a preset or a shorter custom range under “Published”.
      </p>
    </div>
  );
}

/** Why the feed failed, with what the service said about each parameter, and a retry. */
export function FeedLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const reasons = Object.entries(error.data);
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm">
      <p className="font-medium">The news could not be loaded.</p>
      <p className="mt-1">{error.message}</p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {reasons.map(([parameter, reason]) => (
            <li key={parameter}>
              <code>{parameter}</code>: {reason}
            </li>
          ))}
        </ul>
      ) : null}
      {error.retryAfterSeconds ? (
        <p className="mt-1">
          The service asks to wait {error.retryAfterSeconds} s before retrying.
        </p>
      ) : null}
      <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The rows still read without taxonomy names, but the analyst should know why they are ids. */
export function TaxonomyNamesMissing({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-md border border-warning bg-warning-soft px-3 py-1.5 text-sm"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0 text-warning" />
      <p className="flex-1">Taxonomy names could not be loaded, so ids show instead: {message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
