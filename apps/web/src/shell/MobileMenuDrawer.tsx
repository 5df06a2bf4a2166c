import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@paydeck/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavigation } from './MainNavigation';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; hasNavigation: boolean };

export default function MobileMenuDrawer({ isOpen, onOpenChange, hasNavigation }: Props) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Menu`} isOpen={isOpen} onOpenChange={onOpenChange}>
      {hasNavigation && (
        <nav aria-label={t`Main`}>
          <MainNavigation layout="drawer" onNavigate={() => onOpenChange(false)} />
        </nav>
      )}
      <LanguageSwitcher />
    </Dialog>
  );
}
