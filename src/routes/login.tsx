import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { safeRedirect } from '@/lib/session/safe-redirect';

/** Only `redirect`, and only a string (safeRedirect checks it); a plain function keeps zod out of the entry. */
const loginSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: async ({ context, search }) => {
    await context.session.ready();
    if (context.session.get())
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginPage,
});
