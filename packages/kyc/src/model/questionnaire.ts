// The KYC questionnaire's answers as a form holds them (nothing chosen yet: null), and the identity types of the
// document categories dictionary. Plain data: the pages use them without loading the forms.
import type { KycAnswers } from '../api/profile';
import type { DocumentTypeCategory } from '../api/schemas';
import { DocumentCategory } from './document-rules';

export type QuestionnaireDraft = { [K in keyof KycAnswers]: number | null };
export const emptyQuestionnaire: QuestionnaireDraft = {
  occupationId: null,
  sourceOfFundsId: null,
  purposeOfAccountId: null,
  estimatedMonthlyDepositId: null,
};

/** The types of one category of the `customerDocumentCategories` answer (none when it is absent). */
export const typesOfCategory = (
  categories: readonly Pick<DocumentTypeCategory, 'id' | 'documentTypes'>[],
  id: number,
) => categories.find((category) => category.id === id)?.documentTypes ?? [];

export const identityTypes = (categories: readonly Pick<DocumentTypeCategory, 'id' | 'documentTypes'>[]) =>
  typesOfCategory(categories, DocumentCategory.identity);
