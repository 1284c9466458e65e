import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { ProductMark } from '@/components/product-mark';
import { ThemeSwitcher } from './theme-switcher';

const navLinkClass = `rounded-md px-2.5 py-1.5 text-sm font-medium text-muted hover:bg-raised hover:text-ink ${focusRing}`;

/** The frame of every page: header with product name, main navigation and theme switcher. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <a
        href="#main"
        className={`sr-only rounded-md bg-surface px-3 py-2 text-sm focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ${focusRing}`}
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 flex h-12 items-center gap-6 border-b border-line bg-surface px-4">
        <Link to="/" className={`flex items-center gap-2 rounded-md font-semibold ${focusRing}`}>
          <ProductMark />
          <span>Watchfloor</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <Link
            to="/"
            className={navLinkClass}
            activeOptions={{ exact: true }}
            activeProps={{ 'aria-current': 'page', className: 'bg-raised text-ink' }}
          >
            Overview
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
