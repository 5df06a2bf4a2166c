import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { countryName } from '@paydeck/i18n';
import { StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Representative, RepresentativeAddressUpload } from '../../api/company-people';
import type { NewIdentityDocument } from '../../api/profile';
import type { DocumentType, UploadedDocument } from '../../api/schemas';
import { DocumentCategory } from '../../api/document-types';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';
import { IdentityDocumentForm } from '../kyc/IdentityDocumentForm';
import { type CompanyDocumentInput, CompanyDocumentForm } from './CompanyDocumentForm';
import { requirementStatusText } from './company-text';
import { RepresentativeAddressForm } from './RepresentativeAddressForm';
import { TaxNumberForm } from './TaxNumberForm';

export interface RepresentativeActions {
  identity: (id: number, document: NewIdentityDocument) => Promise<unknown>;
  address: (id: number, input: RepresentativeAddressUpload) => Promise<unknown>;
  control: (id: number, input: CompanyDocumentInput) => Promise<unknown>;
  taxNumber: (id: number, taxId: string) => Promise<unknown>;
}

export interface RepresentativeDetailsProps {
  person: Representative;
  typesOf: (categoryId: number) => readonly DocumentType[];
  today: string;
  actions: RepresentativeActions;
  /** Full access (2) changes tax numbers. */
  canManage: boolean;
  /** Rights 2-5 send the documents asked for. */
  canUpload: boolean;
}

/** Statuses that ask for a document (spec 5's "set and not 1 or 2"). */
const asks = (status: number | null) => status !== null && status !== 1 && status !== 2;

/** A representative's facts, their identity, address and control documents; an upload where one is asked. */
export function RepresentativeDetails({
  person,
  typesOf,
  today,
  actions,
  canManage,
  canUpload,
}: RepresentativeDetailsProps) {
  const { t, i18n } = useLingui();
  const fact = (label: ReactNode, value: string | null | undefined) => (
    <div className={pageLayout.fact}>
      <dt className={pageLayout.factLabel}>{label}</dt>
      <dd className={pageLayout.factValue}>{value || '—'}</dd>
    </div>
  );
  const address = person.address
    ? [person.address.address1, person.address.city, countryName(person.address.countryCode, i18n.locale)].join(', ')
    : null;
  const part = (title: string, status: number | null, documents: readonly UploadedDocument[], form: ReactNode) => {
    if (status === null) return null;
    const text = requirementStatusText(status);
    return (
      <div className={styles.form}>
        <div className={pageLayout.sectionHeader}>
          <h3 className={styles.strong}>{title}</h3>
          {text && <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>}
        </div>
        <DocumentList documents={documents} label={title} />
        {canUpload && asks(status) && form}
      </div>
    );
  };
  return (
    <div className={styles.form}>
      <dl className={pageLayout.facts}>
        {fact(<Trans>E-mail</Trans>, person.email)}
        {fact(<Trans>Phone number</Trans>, person.phone?.phoneNumber)}
        {fact(<Trans>Address</Trans>, address)}
        {fact(<Trans>Tax ID</Trans>, person.taxId)}
      </dl>
      {part(
        t`Identity document`,
        person.identityDocumentStatus,
        person.identity?.uploadedDocuments ?? [],
        <IdentityDocumentForm
          types={typesOf(DocumentCategory.identity)}
          countryCode={person.address?.countryCode ?? ''}
          today={today}
          onSubmit={(document) => actions.identity(person.id, document)}
        />,
      )}
      {part(
        t`Proof of address`,
        person.addressDocumentStatus,
        person.address?.uploadedDocuments ?? [],
        <RepresentativeAddressForm
          types={typesOf(DocumentCategory.address)}
          today={today}
          onSubmit={(input) => actions.address(person.id, input)}
        />,
      )}
      {part(
        t`Control documents`,
        person.controlDocumentStatus,
        person.controlDocuments,
        <CompanyDocumentForm
          label={t`Add a control document`}
          types={typesOf(DocumentCategory.controlDocument)}
          categoryId={DocumentCategory.controlDocument}
          today={today}
          onSubmit={(input) => actions.control(person.id, input)}
        />,
      )}
      {canManage && person.typeId !== 9 && (
        <TaxNumberForm current={person.taxId} onSubmit={(taxId) => actions.taxNumber(person.id, taxId)} />
      )}
    </div>
  );
}
