import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { requestCommandPalette } from '@/lib/command-palette-request';
import { paletteKeyLabel } from '@/lib/platform';
import { LoadingShape } from './loading-shape';

/** What a page shows instead of a record: missing (404), failed to load, or still loading. */

export function MissingRecord({
  noun,
  id,
  children,
}: {
  noun: 'Incident' | 'Theme';
  id: string;
  /** Further ways on, beside the way to the overview. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="missing-record" className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-medium text-muted">Error 404</p>
      <h1 id="missing-record" className="mt-1 text-2xl font-semibold">
        {noun} {id} does not exist
      </h1>
      <p className="mt-3 text-muted">
        The incident API has no {noun.toLowerCase()} with this id. Check the id, or search for
        another one (<kbd className="rounded border border-line px-1">{paletteKeyLabel()}</kbd>{' '}
        opens the same search from any page).
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={requestCommandPalette}>
          <Search aria-hidden size={16} /> Search incidents and themes
        </button>
        <Link to="/" className={secondaryButton}>
          Go to the overview
        </Link>
        {children}
      </div>
    </section>
  );
}

interface RecordLoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

export function RecordLoadError({ title, message, onRetry }: RecordLoadErrorProps) {
  return (
    <section role="alert" aria-labelledby="record-error" className="mx-auto max-w-xl px-6 py-16">
      <h1 id="record-error" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted">{message}</p>
      <button type="button" className={`${secondaryButton} mt-6`} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

export function RecordSkeleton({ label }: { label: string }) {
  return (
    <LoadingShape label={label} className="mx-auto max-w-5xl px-6 py-8">
      <div className="h-4 w-32 animate-pulse rounded bg-raised" />
      <div className="mt-3 h-8 w-3/4 animate-pulse rounded bg-raised" />
      <div className="mt-6 h-40 animate-pulse rounded-lg bg-raised" />
    </LoadingShape>
  );
}
