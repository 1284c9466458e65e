import { Link, useLocation } from '@tanstack/react-router';
import { primaryButton } from '@/components/button-styles';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-medium text-muted">Error 404</p>
      <h1 id="not-found-title" className="mt-1 text-2xl font-semibold">
        Page not found
      </h1>
      <p className="mt-3 text-muted">
        There is no page at{' '}
        <code className="rounded bg-raised px-1 py-0.5 text-ink">{pathname}</code>. The link may be
        mistyped, or the page may have moved.
      </p>
      <Link to="/" className={`${primaryButton} mt-6`}>
        Go to the overview
      </Link>
    </section>
  );
}
