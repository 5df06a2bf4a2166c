import { Trans } from '@lingui/react/macro';
import { Money, pageLayout } from '@paydeck/accounts';
import type { CardOffer, ShippingOption } from '../../api/application';
import { applicationTotal } from '../../model/application';
import * as styles from './apply.css';

/** What the order costs now (issue fee, shipping) and later (monthly, annual). */
export function ApplicationSummary({ offer, shipping }: { offer: CardOffer; shipping: ShippingOption | null }) {
  const { fees } = offer;
  const total = applicationTotal(offer, shipping);
  return (
    <>
      <dl className={styles.totals}>
        <dt>
          <Trans>Issue fee</Trans>
        </dt>
        <dd className={styles.feeValue}>
          <Money amount={fees.issue} currency={fees.currency} />
        </dd>
        {!offer.isVirtual && shipping && (
          <>
            <dt>
              <Trans>Shipping</Trans>
            </dt>
            <dd className={styles.feeValue}>
              <Money amount={shipping.fee} currency={fees.currency} />
            </dd>
          </>
        )}
        <dt className={styles.totalLabel}>
          <Trans>Total to pay now</Trans>
        </dt>
        <dd className={styles.totalValue}>
          <Money amount={total} currency={fees.currency} />
        </dd>
      </dl>
      <p className={pageLayout.muted}>
        <Trans>
          Then <Money amount={fees.monthly} currency={fees.currency} /> a month and{' '}
          <Money amount={fees.annual} currency={fees.currency} /> a year.
        </Trans>
      </p>
    </>
  );
}
