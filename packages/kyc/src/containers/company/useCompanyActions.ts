import { api } from '@paydeck/auth';
import {
  type CompanyInfoChange,
  type DueDiligenceQuestionnaire,
  type FinancialDetail,
  updateAdditionalQuestions,
  updateBusinessInfo,
  updateDueDiligence,
  updateFinancialDetail,
  uploadCompanyDocument,
  uploadSourceOfWealth,
} from '../../api/company';
import {
  createRepresentativeAddress,
  createRepresentativeIdentity,
  type RepresentativeAddressUpload,
  updateRepresentativeTaxNumber,
  uploadRepresentativeControlDocument,
} from '../../api/company-people';
import type { NewIdentityDocument } from '../../api/profile';
import type { CompanyDocumentInput } from '../../components/company/CompanyDocumentForm';
import type { CompanyDocumentSetName } from '../../components/company/CompanyDocumentsSection';
import type { CompanyActions } from '../../components/company/CompanySection';
import { useKycChange } from '../useKycChange';

/** The company pages' calls; after each, every kyc and company answer is read again (and customer info). */
export function useCompanyActions(): CompanyActions {
  const change = useKycChange();
  return {
    upload: change((set: CompanyDocumentSetName, input: CompanyDocumentInput) =>
      set === 'sourceOfWealth' ? uploadSourceOfWealth(api, input) : uploadCompanyDocument(api, input),
    ),
    uploadAddressProof: change((addressId: number, input: CompanyDocumentInput) =>
      uploadCompanyDocument(api, { ...input, addressId }),
    ),
    updateInfo: change((info: CompanyInfoChange) => updateBusinessInfo(api, info)),
    updateFinancialDetail: change((detail: FinancialDetail) => updateFinancialDetail(api, detail)),
    updateDueDiligence: change((questionnaire: DueDiligenceQuestionnaire) => updateDueDiligence(api, questionnaire)),
    updateAdditionalQuestions: change((answers: { questionId: number; answer: string }[]) =>
      updateAdditionalQuestions(api, answers),
    ),
    representative: {
      identity: change((id: number, document: NewIdentityDocument) => createRepresentativeIdentity(api, id, document)),
      address: change((id: number, input: RepresentativeAddressUpload) => createRepresentativeAddress(api, id, input)),
      control: change((id: number, input: CompanyDocumentInput) => uploadRepresentativeControlDocument(api, id, input)),
      taxNumber: change((id: number, taxId: string) => updateRepresentativeTaxNumber(api, id, taxId)),
    },
  };
}
