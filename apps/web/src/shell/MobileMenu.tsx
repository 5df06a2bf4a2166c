import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { NativeButton } from '@paydeck/ui';

// The drawer (a modal dialog) loads on the first press: it stays out of every page's first paint.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/**
 * Narrow screens (under 871 px signed out, 1280 px signed in: frame.css) have the navigation, the language switcher
 * and the person menu in a drawer behind a menu button.
 */
export function MobileMenu({ hasNavigation, isSignedIn }: { hasNavigation: boolean; isSignedIn: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <NativeButton
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trans>Menu</Trans>
      </NativeButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            isOpen={isOpen}
            onOpenChange={setOpen}
            hasNavigation={hasNavigation}
            isSignedIn={isSignedIn}
          />
        </Suspense>
      )}
    </>
  );
}
