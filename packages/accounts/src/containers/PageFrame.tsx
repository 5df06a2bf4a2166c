import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { NotificationsBridge } from '../notifications/NotificationsBridge';

/**
 * Every page of this package: react-aria's links go through the app's router (no page reload), and
 * the notifications bridge runs even where the shell has not mounted it yet.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href })}>
      <NotificationsBridge />
      {children}
    </RouterProvider>
  );
}
