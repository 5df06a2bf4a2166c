import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import { useState } from 'react';
import type { NewAddress } from '../../api/address';
import type { RepresentativeAddressUpload } from '../../api/company-people';
import type { DocumentType } from '../../api/schemas';
import { AddressForm } from '../common/AddressForm';
import * as styles from '../common/common.css';
import { ProofForm } from '../profile/ProofForm';

/**
 * A representative's address goes with its proof in one call: first the address, then the proof (its type,
 * issue date under the 90-day rule, the file); "Change the address" goes back a step.
 */
export function RepresentativeAddressForm({
  types,
  today,
  onSubmit,
}: {
  types: readonly DocumentType[];
  today: string;
  onSubmit: (input: RepresentativeAddressUpload) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [address, setAddress] = useState<NewAddress | null>(null);
  if (!address) {
    return <AddressForm submitLabel={t`Next: the proof`} onSubmit={async (next) => setAddress(next)} />;
  }
  const { addressType: _type, ...lines } = address;
  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        {[lines.address1, lines.address2, lines.postalCode, lines.city, lines.countryCode].filter(Boolean).join(', ')}
      </p>
      <div>
        <Button size="small" variant="secondary" onPress={() => setAddress(null)}>
          <Trans>Change the address</Trans>
        </Button>
      </div>
      <ProofForm
        label={t`Proof of the representative's address`}
        types={types}
        today={today}
        onSubmit={async (proof) => {
          await onSubmit({ ...lines, ...proof });
          setAddress(null);
        }}
      />
    </div>
  );
}
