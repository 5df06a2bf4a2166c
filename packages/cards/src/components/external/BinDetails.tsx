import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { SkeletonGroup } from '@paydeck/ui';
import { countryName } from '@paydeck/i18n';
import type { BinInfo } from '../../api/external';
import * as styles from './external.css';

/** The BIN lookup as the screen sees it: nothing to look up yet, on its way, failed, or its answer. */
export type BinLookup =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; info: BinInfo };

/** Who issued the card being typed: issuer, brand, country (from the first 6 digits). */
export function BinDetails({ lookup }: { lookup: BinLookup }) {
  const { t, i18n } = useLingui();
  if (lookup.kind === 'none') return null;
  if (lookup.kind === 'loading') return <SkeletonGroup lines={1} label={t`Looking up the card's issuer`} />;
  if (lookup.kind === 'failed') {
    return (
      <p className={pageLayout.muted}>
        <Trans>We could not look up the card's issuer ({lookup.message}). You can still add the card.</Trans>
      </p>
    );
  }
  const { info } = lookup;
  if (!info.valid) {
    return (
      <p className={pageLayout.muted}>
        <Trans>We do not recognise the issuer of this card. You can still add it.</Trans>
      </p>
    );
  }
  const facts: [string, string | null][] = [
    [t`Issuer`, info.issuer],
    [t`Brand`, info.cardBrand],
    [t`Country`, info.countryCode && countryName(info.countryCode, i18n.locale)],
    [t`Type`, [info.cardType, info.cardCategory].filter(Boolean).join(' · ') || null],
  ];
  return (
    <div className={styles.binPanel}>
      <dl className={styles.binFacts}>
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.binFact}>
              <dt className={styles.binLabel}>{label}</dt>
              <dd className={styles.binValue}>{value}</dd>
            </div>
          ))}
      </dl>
      {info.isPrepaid && (
        <p className={pageLayout.muted}>
          <Trans>This is a prepaid card.</Trans>
        </p>
      )}
    </div>
  );
}
