import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { countryName } from '@paydeck/i18n';
import type { Address, DocumentType } from '../../api/schemas';
import { DocumentCategory } from '../../api/document-types';
import { AddressType, addressTypeName } from '../../model/document-status';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';
import { addressTypeText } from '../common/document-text';
import { AddressStatusBadge } from '../common/StatusBadges';
import { type CompanyDocumentInput, CompanyDocumentForm } from './CompanyDocumentForm';

export const companyAddressLine = (address: Address, locale: string) =>
  [address.address1, address.address2, `${address.postalCode} ${address.city}`, address.stateName]
    .filter(Boolean)
    .concat(countryName(address.countryCode, locale))
    .join(', ');

/** The proofs each company address takes: the registered address category 8, the place of business 7. */
export const proofCategoryOf = (address: Pick<Address, 'addressType'>) =>
  address.addressType === AddressType.business
    ? DocumentCategory.businessRegistrationAddress
    : DocumentCategory.businessAddress;

/** The company's addresses, each with its status, its documents and an upload of a proof. */
export function CompanyAddressesSection({
  addresses,
  typesOf,
  today,
  onUpload,
}: {
  addresses: readonly Address[];
  /** The document types of a category (customerDocumentCategories). */
  typesOf: (categoryId: number) => readonly DocumentType[];
  today: string;
  /** Without it (the company right does not allow uploading: read only) no proof is asked for. */
  onUpload?: ((addressId: number, input: CompanyDocumentInput) => Promise<unknown>) | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby="company-addresses">
      <h2 id="company-addresses" className={pageLayout.subtitle}>
        <Trans>Addresses</Trans>
      </h2>
      {addresses.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No address yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Company addresses`}>
          {addresses.map((address) => {
            const line = companyAddressLine(address, i18n.locale);
            const kind = i18n._(addressTypeText[addressTypeName(address.addressType) ?? 'unspecified']);
            const category = proofCategoryOf(address);
            return (
              <li key={address.addressId} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.strong}>{kind}</span>
                  <span>{line}</span>
                  <DocumentList documents={address.uploadedDocuments} label={t`Documents: ${kind}`} />
                  {onUpload && (
                    <CompanyDocumentForm
                      label={t`Add a proof: ${kind}`}
                      types={typesOf(category)}
                      categoryId={category}
                      today={today}
                      onSubmit={(input) => onUpload(address.addressId, input)}
                    />
                  )}
                </div>
                <AddressStatusBadge status={address.addressStatus} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
