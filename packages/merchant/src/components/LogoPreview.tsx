import { useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { useEffect, useState } from 'react';
import type { Logo } from '../api/commerce-schemas';
import * as styles from './merchant.css';

type Shown = { id: number; logo: Logo } | { id: number; failed: true } | null;

/**
 * The logo chosen for a button, as the server has it (logoGet): its image and name, read again whenever another
 * logo is chosen. Nothing while it loads or when it cannot be read: the choice itself stays usable.
 */
export function LogoPreview({ logoId, load }: { logoId: number; load: (id: number) => Promise<Logo> }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let current = true;
    load(logoId).then(
      (logo) => current && setShown({ id: logoId, logo }),
      () => current && setShown({ id: logoId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [logoId, load]);
  if (!shown || shown.id !== logoId) return null;
  if ('failed' in shown) return <p className={pageLayout.muted}>{t`The logo's image cannot be shown now.`}</p>;
  const { name, file } = shown.logo;
  return file ? <img src={file} alt={t`The logo ${name}`} className={styles.logoImage} /> : null;
}
