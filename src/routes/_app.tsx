import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthenticatedLayoutView } from './-views';

/** Every page but the login page: signed-in analysts only, inside the app's frame. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    await context.session.ready();
    context.session.checkExpiry();
    if (!context.session.get()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AuthenticatedLayoutView,
});
