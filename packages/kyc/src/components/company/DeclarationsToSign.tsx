import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Link, StatusBadge } from '@paydeck/ui';
import type { ComplianceKind } from '../../api/declarations';
import * as styles from '../common/common.css';
import { declarationText } from './declaration-text';

/**
 * Beside the company action counter: the declarations still to sign, with the way to them. Nothing when none
 * is outstanding (they are not part of the spec's counter, which lists what it counts).
 */
export function DeclarationsToSign({ kinds }: { kinds: readonly ComplianceKind[] }) {
  const { t, i18n } = useLingui();
  if (kinds.length === 0) return null;
  return (
    <section className={pageLayout.section} aria-labelledby="company-declarations-to-sign">
      <div className={pageLayout.sectionHeader}>
        <h2 id="company-declarations-to-sign" className={pageLayout.subtitle}>
          <Trans>Declarations to sign</Trans>
        </h2>
        <StatusBadge tone="warning">{kinds.length}</StatusBadge>
      </div>
      <ul className={styles.list} aria-label={t`Declarations to sign`}>
        {kinds.map((kind) => (
          <li key={kind}>{i18n._(declarationText[kind].title)}</li>
        ))}
      </ul>
      <div>
        <Link href="/company/declarations">
          <Trans>Read and sign the declarations</Trans>
        </Link>
      </div>
    </section>
  );
}
