import { Trans, useLingui } from '@lingui/react/macro';
import { countryName } from '@paydeck/i18n';
import { Button } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Address } from '../../api/schemas';
import { addressTypeName } from '../../model/document-status';
import * as styles from './common.css';
import { addressTypeText } from './document-text';
import { AddressStatusBadge } from './StatusBadges';
import { useAction } from './useAction';

/** One address: its type, lines, status, whether the person confirmed it; "This is my address" when not. */
export function AddressCard({
  address,
  onConfirm,
  children,
}: {
  address: Address;
  onConfirm?: (addressId: number) => Promise<unknown>;
  /** More actions (replace, delete, proof upload) from the page. */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const confirm = useAction(async () => onConfirm?.(address.addressId));
  const typeName = addressTypeName(address.addressType);
  const lines = [address.address1, address.address2, `${address.postalCode} ${address.city}`, address.stateName]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.strong}>{i18n._(addressTypeText[typeName ?? 'unspecified'])}</span>
        <span>
          {lines}, {countryName(address.countryCode, i18n.locale)}
        </span>
        {address.isDocumentOutOfDate && (
          <span className={styles.reason}>
            <Trans>The proof of this address is out of date.</Trans>
          </span>
        )}
        {address.isDocumentRequired && !address.isDocumentOutOfDate && (
          <span className={styles.muted}>
            <Trans>We need a proof of this address.</Trans>
          </span>
        )}
        {confirm.error && (
          <span role="alert" className={styles.reason}>
            {confirm.error}
          </span>
        )}
        {children}
      </div>
      <span className={styles.step}>
        <AddressStatusBadge status={address.addressStatus} />
        {!address.confirmed && onConfirm && (
          <Button size="small" variant="secondary" isLoading={confirm.pending} onPress={() => void confirm.start()}>
            <Trans>This is my current address</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}
