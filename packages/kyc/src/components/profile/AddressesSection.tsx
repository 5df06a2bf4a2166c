import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { useState } from 'react';
import type { NewAddress } from '../../api/address';
import { allowedForCountry } from '../../api/document-types';
import type { Address, DocumentType } from '../../api/schemas';
import { AddressCard } from '../common/AddressCard';
import { AddressForm } from '../common/AddressForm';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';
import { useAction } from '../common/useAction';
import { type ProofInput, ProofForm } from './ProofForm';

export interface AddressActions {
  create: (address: NewAddress) => Promise<unknown>;
  replace: (addressId: number, address: NewAddress) => Promise<unknown>;
  confirm: (addressId: number) => Promise<unknown>;
  remove: (addressId: number) => Promise<unknown>;
  proof: (addressId: number, input: ProofInput) => Promise<unknown>;
}

/**
 * The person's addresses with status and type; with full access add, replace, confirm, delete; with rights
 * 2-5 the proof of address.
 */
export function AddressesSection({
  addresses,
  proofTypes,
  today,
  actions,
  canManage,
  canUpload,
}: {
  addresses: readonly Address[];
  proofTypes: readonly DocumentType[];
  today: string;
  actions: AddressActions;
  canManage: boolean;
  canUpload: boolean;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <section className={pageLayout.section} aria-labelledby="profile-addresses">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-addresses" className={pageLayout.subtitle}>
          <Trans>Addresses</Trans>
        </h2>
        {canManage && editing === null && (
          <Button size="small" variant="secondary" onPress={() => setEditing('new')}>
            <Trans>Add an address</Trans>
          </Button>
        )}
      </div>
      {editing === 'new' && (
        <AddressForm
          submitLabel={t`Add the address`}
          onCancel={() => setEditing(null)}
          onSubmit={async (address) => {
            await actions.create(address);
            setEditing(null);
          }}
        />
      )}
      {addresses.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No address yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Your addresses`}>
          {addresses.map((address) => (
            <AddressCard key={address.addressId} address={address} onConfirm={canManage ? actions.confirm : undefined}>
              {editing === address.addressId ? (
                <AddressForm
                  initial={{
                    addressType: address.addressType,
                    address1: address.address1,
                    address2: address.address2 ?? undefined,
                    city: address.city,
                    postalCode: address.postalCode,
                    countryCode: address.countryCode,
                    stateCode: address.stateCode ?? undefined,
                  }}
                  submitLabel={t`Replace the address`}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (next) => {
                    await actions.replace(address.addressId, next);
                    setEditing(null);
                  }}
                />
              ) : (
                <AddressExtras
                  address={address}
                  proofTypes={proofTypes}
                  today={today}
                  actions={actions}
                  onReplace={canManage ? () => setEditing(address.addressId) : undefined}
                  canUpload={canUpload}
                />
              )}
            </AddressCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An address's proofs, the proof upload (rights 2-5), replace and delete (full access: `onReplace` given). */
function AddressExtras({
  address,
  proofTypes,
  today,
  actions,
  onReplace,
  canUpload,
}: {
  address: Address;
  proofTypes: readonly DocumentType[];
  today: string;
  actions: AddressActions;
  onReplace: (() => void) | undefined;
  canUpload: boolean;
}) {
  const { t } = useLingui();
  const remove = useAction(() => actions.remove(address.addressId));
  const wantsProof = address.isDocumentRequired || address.isDocumentOutOfDate || address.isCardDocumentRequired;
  const types = proofTypes.filter((type) => allowedForCountry(type, address.countryCode));
  return (
    <>
      {address.uploadedDocuments.length > 0 && (
        <DocumentList documents={address.uploadedDocuments} label={t`Proofs of this address`} />
      )}
      {canUpload && wantsProof && types.length > 0 && (
        <ProofForm
          label={t`Proof of address`}
          types={types}
          today={today}
          onSubmit={(input) => actions.proof(address.addressId, input)}
        />
      )}
      {remove.error && (
        <span role="alert" className={styles.reason}>
          {remove.error}
        </span>
      )}
      {onReplace && (
        <span className={styles.steps}>
          <Button size="small" variant="secondary" onPress={onReplace}>
            <Trans>Replace</Trans>
          </Button>
          <Button size="small" variant="secondary" isLoading={remove.pending} onPress={() => void remove.start()}>
            <Trans>Delete</Trans>
          </Button>
        </span>
      )}
    </>
  );
}
