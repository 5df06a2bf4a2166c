import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/account-recovery/')({
  beforeLoad: () => {
    throw redirect({ href: '/account-recovery/email', replace: true });
  },
});
