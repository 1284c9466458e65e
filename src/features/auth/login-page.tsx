import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProductMark } from '@/components/product-mark';
import { HOME_PATH, safeRedirect } from '@/lib/session/safe-redirect';
import { useSession } from '@/lib/session/use-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoginForm } from './login-form';
import { SessionEndedNotice } from './session-ended-notice';

const route = getRouteApi('/login');

/** The only page a signed-out analyst sees; after sign-in it returns them where they were. */
export function LoginPage() {
  const { session: store } = route.useRouteContext();
  const { redirect } = route.useSearch();
  const router = useRouter();
  const session = useSession(store);
  const destination = safeRedirect(redirect);
  useDocumentTitle('Sign in');

  // Signing in here, or in another tab, both end on this page's destination.
  useEffect(() => {
    if (session) void router.navigate({ href: destination, replace: true });
  }, [session, router, destination]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-canvas px-4 py-10 text-ink">
      <main className="w-full max-w-sm" aria-labelledby="login-title">
        <div className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold">
          <ProductMark />
          <span>Watchfloor</span>
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 shadow-sm">
          <h1 id="login-title" className="text-xl font-semibold">
            Sign in
          </h1>
          <p className="mt-1 text-sm text-muted">
            Use the email and password of your threat-intelligence service account.
          </p>
          <SessionEndedNotice end={store.lastEnd()} />
          {destination !== HOME_PATH ? (
            <p className="mt-4 text-sm text-muted">
              After signing in you will return to{' '}
              <code className="rounded bg-raised px-1 py-0.5 break-all text-ink">
                {destination}
              </code>
              .
            </p>
          ) : null}
          <div className="mt-5">
            <LoginForm
              // The cache was cleared when the last session ended (see the session guard).
              onSignedIn={(body) => store.signIn(body) !== null}
            />
          </div>
        </div>
        <p className="mt-4 text-center text-xs text-muted">
          Your password goes to the Watchfloor server at{' '}
          <span className="font-mono break-all">{window.location.origin}</span>, which checks it
          with the threat-intelligence service and never shows this page a token.
        </p>
      </main>
    </div>
  );
}
