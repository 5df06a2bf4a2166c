import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { BusinessCompanyInfo } from '../../api/company';
import type { DocumentType, UploadedDocument } from '../../api/schemas';
import { DocumentCategory } from '../../api/document-types';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';
import { type CompanyDocumentInput, CompanyDocumentForm } from './CompanyDocumentForm';
import { requirementStatusText } from './company-text';

export type CompanyDocumentSetName = 'corporate' | 'additional' | 'sourceOfWealth';

export interface CompanyDocumentsProps {
  company: BusinessCompanyInfo;
  types: Record<CompanyDocumentSetName, readonly DocumentType[]>;
  today: string;
  /** Without it (the company right does not allow uploading: read only) nothing is offered to upload. */
  onUpload?: ((set: CompanyDocumentSetName, input: CompanyDocumentInput) => Promise<unknown>) | undefined;
}

/** The company's corporate, additional and source-of-wealth documents: each set's status, its documents, an upload. */
export function CompanyDocumentsSection({ company, types, today, onUpload }: CompanyDocumentsProps) {
  const { t, i18n } = useLingui();
  const upload = (set: CompanyDocumentSetName, label: string, categoryId: number) =>
    onUpload && (
      <CompanyDocumentForm
        label={label}
        types={types[set]}
        categoryId={categoryId}
        today={today}
        onSubmit={(input) => onUpload(set, input)}
      />
    );
  return (
    <>
      <DocumentSet
        id="company-corporate"
        title={<Trans>Corporate documents</Trans>}
        status={company.corporateDocumentsStatus}
        documents={company.corporateDocuments}
        listLabel={t`Corporate documents`}
      >
        {upload('corporate', t`Add a corporate document`, DocumentCategory.businessRegistration)}
      </DocumentSet>
      <DocumentSet
        id="company-additional"
        title={<Trans>Additional documents</Trans>}
        status={company.additionalDocumentsStatus}
        documents={company.additionalDocuments}
        listLabel={t`Additional documents`}
      >
        {upload('additional', t`Add an additional document`, DocumentCategory.businessAdditional)}
      </DocumentSet>
      <DocumentSet
        id="company-wealth"
        title={<Trans>Source of wealth</Trans>}
        documents={company.sourceOfWealthDocuments}
        listLabel={t`Source-of-wealth documents`}
      >
        {company.sourceOfWealthRequirements.length > 0 && (
          <ul className={styles.list} aria-label={t`What the bank asks for`}>
            {company.sourceOfWealthRequirements.map((required) => {
              const text = requirementStatusText(required.status);
              return (
                <li key={required.documentTypeId} className={styles.row}>
                  <span>{required.name}</span>
                  {text && <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>}
                </li>
              );
            })}
          </ul>
        )}
        {upload('sourceOfWealth', t`Add a source-of-wealth document`, DocumentCategory.sourceOfWealth)}
      </DocumentSet>
    </>
  );
}

function DocumentSet({
  id,
  title,
  status,
  documents,
  listLabel,
  children,
}: {
  id: string;
  title: ReactNode;
  status?: number | null;
  documents: readonly UploadedDocument[];
  listLabel: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const text = status === undefined ? null : requirementStatusText(status);
  return (
    <section className={pageLayout.section} aria-labelledby={id}>
      <div className={pageLayout.sectionHeader}>
        <h2 id={id} className={pageLayout.subtitle}>
          {title}
        </h2>
        {text && <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>}
      </div>
      <DocumentList documents={documents} label={listLabel} />
      {children}
    </section>
  );
}
