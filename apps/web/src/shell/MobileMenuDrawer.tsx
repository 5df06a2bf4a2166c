import { Trans, useLingui } from '@lingui/react/macro';
import { signOut } from '@paydeck/auth';
import { Button, Dialog } from '@paydeck/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavigation } from './MainNavigation';

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
        <Button variant="secondary" onPress={() => void signOut()}>
          <Trans>Sign out</Trans>
        </Button>
      )}
    </Dialog>
  );
}
