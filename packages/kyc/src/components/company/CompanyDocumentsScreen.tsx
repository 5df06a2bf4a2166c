import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { BusinessCompanyInfo } from '../../api/company';
import type { DocumentType } from '../../api/schemas';
import { DocumentCategory } from '../../api/document-types';
import { CompanyAddressesSection } from './CompanyAddressesSection';
import type { CompanyDocumentInput } from './CompanyDocumentForm';
import { type CompanyDocumentSetName, CompanyDocumentsSection } from './CompanyDocumentsSection';

export interface CompanyDocumentsScreenProps {
  company: Loadable<BusinessCompanyInfo>;
  onRetry: () => void;
  today: string;
  typesOf: (categoryId: number) => readonly DocumentType[];
  /** The uploads, absent when the company right does not allow them (read only: the documents are shown). */
  onUpload?: ((set: CompanyDocumentSetName, input: CompanyDocumentInput) => Promise<unknown>) | undefined;
  onUploadAddressProof?: ((addressId: number, input: CompanyDocumentInput) => Promise<unknown>) | undefined;
}

/**
 * /company-documents: the company's documents and address proofs on one page, for a user limited to them (no
 * balance-info access, spec 6) and as the business landing's documents page.
 */
export function CompanyDocumentsScreen(props: CompanyDocumentsScreenProps) {
  const { t } = useLingui();
  const { typesOf } = props;
  return (
    <div className={pageLayout.page}>
      <div>
        <h1 className={pageLayout.title}>
          <Trans>Company documents</Trans>
        </h1>
        {props.company.kind === 'ready' && props.company.data.name && (
          <p className={pageLayout.muted}>{props.company.data.name}</p>
        )}
      </div>
      <LoadableView value={props.company} label={t`Loading the company's documents`} onRetry={props.onRetry} lines={6}>
        {(company) => (
          <>
            <CompanyDocumentsSection
              company={company}
              types={{
                corporate: typesOf(DocumentCategory.businessRegistration),
                additional: typesOf(DocumentCategory.businessAdditional),
                sourceOfWealth: typesOf(DocumentCategory.sourceOfWealth),
              }}
              today={props.today}
              onUpload={props.onUpload}
            />
            <CompanyAddressesSection
              addresses={company.addresses}
              typesOf={typesOf}
              today={props.today}
              onUpload={props.onUploadAddressProof}
            />
          </>
        )}
      </LoadableView>
    </div>
  );
}
