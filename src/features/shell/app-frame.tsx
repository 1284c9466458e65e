import { Link, rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { usePreloadViewCode } from './use-preload-view-code';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { ProductMark } from '@/components/product-mark';
import { onCommandPaletteRequest } from '@/lib/command-palette-request';
import { whenIdle } from '@/lib/idle-work';
import { useSession } from '@/lib/session/use-session';
import { isApplePlatform, paletteKeyLabel } from '@/lib/platform';
import { AlertBell } from '@/components/alerts/alert-bell';
import { useAlertStream } from '@/lib/alerts/alert-stream';
import { useDesktopNotifications } from '@/lib/alerts/desktop-notifications';
import { usePaletteHotkeys } from './command-palette/use-palette-hotkeys';
import { APP_VIEWS } from './views';
import { IdentityMenu } from './identity-menu';
import { SessionExpiryNotice } from './session-expiry-notice';
import { ThemeSwitcher } from './theme-switcher';
import { useSessionGuard } from './use-session-guard';

// Neither is needed until the analyst asks, so neither weighs on the first paint.
const CommandPalette = lazy(() => import('./command-palette/command-palette'));
const KeyboardShortcutsSheet = lazy(() => import('./command-palette/keyboard-shortcuts-sheet'));

const navLinkClass = `rounded-md px-2.5 py-1.5 text-sm font-medium text-muted hover:bg-raised hover:text-ink ${focusRing}`;

/** The frame of every signed-in page: header, navigation, identity, palette, session notices. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Each read on its own: the root's context object is made anew on every navigation, and
  // selecting all of it drew the whole frame again for a change of filter.
  const store = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const queryClient = useRouteContext({
    from: rootRouteId,
    select: (context) => context.queryClient,
  });
  const session = useSession(store);
  useSessionGuard(store, queryClient);
  const router = useRouter();
  // A new page takes focus, as a full page load would, so keyboard and screen-reader users
  // start at its content; a change of search or hash alone (a filter) leaves focus alone.
  // Focus waits for the next frame: focusing forces a layout, which done now would lay out the
  // page twice before its first paint. Without scrolling: the content is taller than the
  // window, so a plain focus scrolled its top to the window's, the page's title under the header.
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        requestAnimationFrame(() =>
          document.getElementById('main')?.focus({ preventScroll: true }),
        );
      }),
    [router],
  );
  usePreloadViewCode();
  // One live stream of alerts per tab, for the bell, the notification centre and notifications.
  useAlertStream(queryClient);
  useDesktopNotifications();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // Mounted (closed) once the page is idle, or on first use if that comes sooner. Mounting
  // early matters: React holds back newly resolved lazy content for up to 300 ms, which would
  // delay the first Ctrl+K and swallow the keys typed meanwhile.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const openPalette = () => {
    setDialogsMounted(true);
    setPaletteOpen(true);
  };
  useEffect(() => whenIdle(() => setDialogsMounted(true)), []);
  // A page may offer the palette (a 404 page's "search" button).
  const onPaletteRequest = useEffectEvent(() => openPalette());
  useEffect(() => onCommandPaletteRequest(() => onPaletteRequest()), []);
  usePaletteHotkeys({
    // The same keys close it again, as in every editor with a palette.
    openPalette: () => (paletteOpen ? setPaletteOpen(false) : openPalette()),
    openShortcuts: () => setShortcutsOpen(true),
  });
  const signOut = (everywhere = false) => store.signOut({ everywhere });

  if (!session) return null;
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <a
        href="#main"
        className={`sr-only rounded-md bg-surface px-3 py-2 text-sm print:hidden focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ${focusRing}`}
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-line bg-surface print:hidden">
        <div className="flex h-12 items-center gap-3 px-4 md:gap-6">
          <Link to="/" className={`flex items-center gap-2 rounded-md font-semibold ${focusRing}`}>
            <ProductMark />
            <span className="hidden sm:inline">Watchfloor</span>
            <span className="sr-only sm:hidden">Watchfloor</span>
          </Link>
          <nav aria-label="Main" className="flex min-w-0 items-center gap-1 overflow-x-auto">
            {APP_VIEWS.filter((view) => view.inNavigation !== false).map((view) => (
              <Link
                key={view.path}
                to={view.path}
                className={navLinkClass}
                activeOptions={{ exact: view.path === '/' }}
                activeProps={{ 'aria-current': 'page', className: 'bg-raised text-ink' }}
              >
                {view.label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              onClick={openPalette}
              aria-keyshortcuts={isApplePlatform() ? 'Meta+K' : 'Control+K'}
              className={`flex items-center gap-2 rounded-md border border-line bg-canvas px-2.5 py-1 text-sm whitespace-nowrap text-muted hover:text-ink ${focusRing}`}
            >
              <Search aria-hidden size={15} />
              <span className="hidden md:inline">Jump to…</span>
              <span className="sr-only md:hidden">Open the command palette</span>
              <kbd className="hidden rounded border border-line px-1 font-sans text-xs 2xl:inline">
                {paletteKeyLabel()}
              </kbd>
            </button>
            <AlertBell />
            <ThemeSwitcher />
            <IdentityMenu user={session.user} onSignOut={signOut} />
          </div>
        </div>
        <SessionExpiryNotice
          expiresAt={session.expiresAt}
          onRenew={() => void store.signOut({ reason: 'renew' })}
        />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        {dialogsMounted ? (
          <CommandPalette
            open={paletteOpen}
            onOpenChange={setPaletteOpen}
            onShowShortcuts={() => setShortcutsOpen(true)}
            onSignOut={() => void signOut()}
          />
        ) : null}
        {dialogsMounted || shortcutsOpen ? (
          <KeyboardShortcutsSheet open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        ) : null}
      </Suspense>
    </div>
  );
}
