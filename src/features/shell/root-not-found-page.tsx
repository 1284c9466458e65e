import { Link, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router';
import { primaryButton } from '@/components/button-styles';
import { ProductMark } from '@/components/product-mark';
import { useSession } from '@/lib/session/use-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AppFrame } from './app-frame';
import { NotFoundPage } from './not-found-page';

/**
 * An address no route knows. Signed in, it keeps the whole frame; signed out, it still says what
 * happened and offers the way in.
 */
export function RootNotFoundPage() {
  const store = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const session = useSession(store);
  const { href } = useLocation();
  useDocumentTitle('Page not found');
  if (session) {
    return (
      <AppFrame>
        <NotFoundPage />
      </AppFrame>
    );
  }
  return (
    <div className="min-h-screen bg-canvas text-ink">
      <header className="flex h-12 items-center gap-2 border-b border-line bg-surface px-4 font-semibold">
        <ProductMark />
        <span>Watchfloor</span>
      </header>
      <main id="main" className="mx-auto max-w-xl px-6 py-16">
        <p className="text-sm font-medium text-muted">Error 404</p>
        <h1 className="mt-1 text-2xl font-semibold">Page not found</h1>
        <p className="mt-3 text-muted">
          There is no page at{' '}
          <code className="rounded bg-raised px-1 py-0.5 break-all text-ink">{href}</code>.
        </p>
        <Link to="/login" search={{ redirect: '/' }} className={`${primaryButton} mt-6`}>
          Sign in
        </Link>
      </main>
    </div>
  );
}
