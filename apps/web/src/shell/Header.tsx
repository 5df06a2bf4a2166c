import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '@paydeck/auth';
import { activeBrand, activeBrandLogoUrl } from '@paydeck/brand-config/active';
import { loadCatalogs } from '@paydeck/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { navigation } from './navigation';
import { signedInCatalogs } from './route-catalogs';
import * as styles from './frame.css';

// The notifications bell and the person menu load after sign-in, their words beside them (not after them).
const SignedInActions = lazy(() =>
  Promise.all([import('./SignedInActions'), loadCatalogs(signedInCatalogs)]).then(([module]) => module),
);
// The packages' navigation labels are in those catalogs too: drawn before them, a reload showed message ids.
const MainNavigation = lazy(() =>
  Promise.all([import('./MainNavigation'), loadCatalogs(signedInCatalogs)]).then(([module]) => ({
    default: module.MainNavigation,
  })),
);

export function Header() {
  const { t } = useLingui();
  const isSignedIn = useSessionStore((state) => state.tokens !== null);
  const showNavigation = isSignedIn && navigation.length > 0;
  return (
    <header className={styles.header}>
      <span className={styles.brandSlot}>
        <Link to="/" className={styles.brandHome}>
          <img className={styles.logo} src={activeBrandLogoUrl} alt={t`${activeBrand.name} — start page`} />
        </Link>
      </span>
      {showNavigation ? (
        <nav aria-label={t`Main`} className={styles.desktopNav}>
          <Suspense fallback={null}>
            <MainNavigation layout="bar" />
          </Suspense>
        </nav>
      ) : (
        <span className={styles.spacer} />
      )}
      <div className={isSignedIn ? styles.signedInDesktopOnly : styles.desktopOnly}>
        <LanguageSwitcher />
      </div>
      <div className={isSignedIn ? styles.signedInMobileOnly : styles.mobileOnly}>
        <MobileMenu hasNavigation={showNavigation} isSignedIn={isSignedIn} />
      </div>
      {isSignedIn && (
        <Suspense fallback={null}>
          <SignedInActions />
        </Suspense>
      )}
    </header>
  );
}
