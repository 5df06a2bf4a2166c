import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import type { CardDialog, CardOffer } from '../../model/offers';
import * as styles from './details.css';

export const offerLabels: Record<CardOffer, MessageDescriptor> = {
  activate: msg`Activate the card`,
  load: msg`Load the card`,
  details: msg`Show the card details`,
  showPin: msg`Show the PIN`,
  getPin: msg`Get the PIN by SMS`,
  changePin: msg`Change the PIN`,
  unpause: msg`Unpause`,
  pause: msg`Pause`,
  rename: msg`Rename`,
  reissue: msg`Order a new card`,
  upgradeShipping: msg`Ship the new card express`,
  enrollment: msg`Enroll in 3-D Secure`,
  block: msg`Block the card`,
};

/** The actions the card's status allows: buttons opening their dialogs, and the PIN page's link. */
export function CardOffersList({
  offers,
  pinHref,
  onOpen,
}: {
  offers: readonly CardOffer[];
  pinHref: string;
  onOpen: (dialog: CardDialog) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <section className={pageLayout.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={pageLayout.subtitle}>
        <Trans>What you can do</Trans>
      </h2>
      {offers.length === 0 ? (
        <p className={pageLayout.muted}>
          <Trans>There is nothing to do with the card in its current status.</Trans>
        </p>
      ) : (
        <ul className={styles.offers} aria-label={t`Card actions`}>
          {offers.map((offer) => (
            <li key={offer}>
              {offer === 'changePin' ? (
                <Link href={pinHref} className={pageLayout.buttonLink}>
                  {i18n._(offerLabels[offer])}
                </Link>
              ) : (
                <Button
                  variant={offer === 'block' ? 'danger' : offer === 'activate' ? 'primary' : 'secondary'}
                  onPress={() => onOpen(offer)}
                >
                  {i18n._(offerLabels[offer])}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
