import { useLingui } from '@lingui/react/macro';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundText } from './BoundText';

/** Crypto: the wallet address; the network's fee is shown with the bank's fee. */
export function CryptoFields({ kit }: { kit: ExternalFormKit }) {
  const { t } = useLingui();
  return (
    <BoundText
      kit={kit}
      name="address"
      label={t`Wallet address`}
      isRequired
      autoComplete="off"
      description={t`Check the address: a transfer to a wrong address cannot be reversed.`}
    />
  );
}
