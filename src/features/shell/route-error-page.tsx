import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown in place of a page that failed; the header and navigation stay usable. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle('Error');
  const message =
    error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="mx-auto max-w-xl px-6 py-16"
    >
      <h1 id="route-error-title" className="text-2xl font-semibold">
        This page could not be shown
      </h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
        <Link to="/" className={secondaryButton}>
          Go to the overview
        </Link>
      </div>
    </section>
  );
}
