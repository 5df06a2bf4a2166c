import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@paydeck/ui';
import { lazy, Suspense } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavigation } from './MainNavigation';

// The person menu (settings, company switch, sign-out) loads only for a signed-in person.
const PersonMenu = lazy(() => import('@paydeck/auth/person-menu').then((module) => ({ default: module.PersonMenu })));

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; hasNavigation: boolean; isSignedIn: boolean };

export default function MobileMenuDrawer({ isOpen, onOpenChange, hasNavigation, isSignedIn }: Props) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Menu`} isOpen={isOpen} onOpenChange={onOpenChange}>
      {hasNavigation && (
        <nav aria-label={t`Main`}>
          <MainNavigation layout="drawer" onNavigate={() => onOpenChange(false)} />
        </nav>
      )}
      <LanguageSwitcher />
      {isSignedIn && (
        <Suspense fallback={null}>
          <PersonMenu layout="drawer" onNavigate={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
