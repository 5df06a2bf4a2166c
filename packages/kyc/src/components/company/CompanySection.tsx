import { useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { type ReactNode, useState } from 'react';
import type { CompanyInfoChange, DueDiligenceQuestionnaire, FinancialDetail } from '../../api/company';
import type { DictionaryItem, DocumentType } from '../../api/schemas';
import type { CompanyPath } from '../../model/company-paths';
import { DocumentCategory } from '../../api/document-types';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { AdditionalQuestionsForm } from './AdditionalQuestionsForm';
import { CompanyAddressesSection } from './CompanyAddressesSection';
import type { CompanyDocumentInput } from './CompanyDocumentForm';
import { type CompanyDocumentSetName, CompanyDocumentsSection } from './CompanyDocumentsSection';
import { CompanyInfoForm } from './CompanyInfoForm';
import { CompanyInfoSection } from './CompanyInfoSection';
import type { CompanyData } from './CompanyScreen';
import { DueDiligenceForm } from './DueDiligenceForm';
import { type FinancialDictionaries, FinancialDetailForm } from './FinancialDetailForm';
import { type RepresentativeActions, RepresentativeDetails } from './RepresentativeDetails';
import { RepresentativesSection } from './RepresentativesSection';

export interface CompanyActions {
  upload: (set: CompanyDocumentSetName, input: CompanyDocumentInput) => Promise<unknown>;
  uploadAddressProof: (addressId: number, input: CompanyDocumentInput) => Promise<unknown>;
  updateInfo: (change: CompanyInfoChange) => Promise<unknown>;
  updateFinancialDetail: (detail: FinancialDetail) => Promise<unknown>;
  updateDueDiligence: (questionnaire: DueDiligenceQuestionnaire) => Promise<unknown>;
  updateAdditionalQuestions: (answers: { questionId: number; answer: string }[]) => Promise<unknown>;
  representative: RepresentativeActions;
}

export interface CompanySectionProps {
  path: CompanyPath;
  data: CompanyData;
  /** Full access (2): changes the company's answers and tax numbers. */
  canManage: boolean;
  /** Rights 2-5 upload the company's and representatives' documents. */
  canUpload: boolean;
  today: string;
  typesOf: (categoryId: number) => readonly DocumentType[];
  financialDictionaries: Loadable<FinancialDictionaries>;
  questions: Loadable<DictionaryItem[]>;
  onRetryExtras: () => void;
  actions: CompanyActions;
}

/** The content of one company sub-page, with the actions it offers. */
export function CompanySection(props: CompanySectionProps) {
  const { t } = useLingui();
  const { data, actions, canManage, canUpload, today, typesOf } = props;
  const { company } = data;
  const [openId, setOpenId] = useState<number | null>(null);
  // a form without its save button says why
  const section = (id: string, title: string, body: ReactNode) => (
    <section className={pageLayout.section} aria-labelledby={id}>
      <h2 id={id} className={pageLayout.subtitle}>
        {title}
      </h2>
      {!canManage && <ReadOnlyNote about="details" />}
      {body}
    </section>
  );
  switch (props.path) {
    case 'documents': {
      const types = {
        corporate: typesOf(DocumentCategory.businessRegistration),
        additional: typesOf(DocumentCategory.businessAdditional),
        sourceOfWealth: typesOf(DocumentCategory.sourceOfWealth),
      };
      return (
        <CompanyDocumentsSection
          company={company}
          types={types}
          today={today}
          onUpload={canUpload ? actions.upload : undefined}
        />
      );
    }
    case 'info':
      return (
        <>
          <CompanyInfoSection company={company} />
          {canManage &&
            section(
              'company-info-edit',
              t`Change the company details`,
              <CompanyInfoForm company={company} onSubmit={actions.updateInfo} />,
            )}
        </>
      );
    case 'addresses':
      return (
        <CompanyAddressesSection
          addresses={company.addresses}
          typesOf={typesOf}
          today={today}
          onUpload={canUpload ? actions.uploadAddressProof : undefined}
        />
      );
    case 'representatives':
      return (
        <RepresentativesSection
          representatives={data.representatives}
          openId={openId}
          onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
          renderDetails={(person) => (
            <RepresentativeDetails
              person={person}
              typesOf={typesOf}
              today={today}
              actions={actions.representative}
              canManage={canManage}
              canUpload={canUpload}
            />
          )}
        />
      );
    case 'financial-detail':
      return section(
        'company-financial',
        t`Financial details`,
        <LoadableView value={props.financialDictionaries} label={t`Loading the lists`} onRetry={props.onRetryExtras}>
          {(dictionaries) => (
            <FinancialDetailForm
              detail={company.financialDetail}
              dictionaries={dictionaries}
              readOnly={!canManage}
              onSubmit={actions.updateFinancialDetail}
            />
          )}
        </LoadableView>,
      );
    case 'due-diligence':
      return section(
        'company-due-diligence',
        t`Due diligence`,
        <DueDiligenceForm
          questionnaire={company.dueDiligenceQuestionnaire}
          readOnly={!canManage}
          onSubmit={actions.updateDueDiligence}
        />,
      );
    case 'additional-questions':
      return section(
        'company-questions',
        t`Additional questions`,
        <LoadableView value={props.questions} label={t`Loading the questions`} onRetry={props.onRetryExtras}>
          {(questions) => (
            <AdditionalQuestionsForm
              questions={questions}
              answers={company.additionalQuestionAnswers}
              readOnly={!canManage}
              onSubmit={actions.updateAdditionalQuestions}
            />
          )}
        </LoadableView>,
      );
    case 'declarations':
      // its own page (CompanyDeclarationsScreen): the declarations are read apart from the company info
      return null;
  }
}
