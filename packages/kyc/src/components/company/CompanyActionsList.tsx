import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { StatusBadge } from '@paydeck/ui';
import type { CompanyAction } from '../../model/company-actions';
import * as styles from '../common/common.css';
import { companyActionText } from './company-text';

/** The company action counter (spec 5) and what it counts, one line each; "nothing to do" when it is 0. */
export function CompanyActionsList({
  actions,
  nameOf,
}: {
  actions: readonly CompanyAction[];
  /** The words for an address or a representative an action names. */
  nameOf: (action: CompanyAction) => string;
}) {
  const { t, i18n } = useLingui();
  const count = actions.length;
  return (
    <section className={pageLayout.section} aria-labelledby="company-actions">
      <div className={pageLayout.sectionHeader}>
        <h2 id="company-actions" className={pageLayout.subtitle}>
          <Trans>What the company still has to do</Trans>
        </h2>
        <StatusBadge tone={count === 0 ? 'success' : 'warning'}>
          <Plural value={count} _0="Nothing to do" one="# action" other="# actions" />
        </StatusBadge>
      </div>
      {count === 0 ? (
        <p className={styles.muted}>
          <Trans>Everything the bank asked for is here.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Company actions`}>
          {actions.map((action, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole; two actions may read alike
            <li key={at}>{companyActionText(action, i18n, nameOf)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
