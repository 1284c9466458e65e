import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/login-page';
import { safeRedirect } from '@/lib/session/safe-redirect';

const loginSearch = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.session.get())
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginPage,
});
