import { createFileRoute, redirect } from '@tanstack/react-router';

// The root address has no screen of its own: it leads to sign-in (auth decides from there).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login' });
  },
});
