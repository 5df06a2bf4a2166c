// The KYC questionnaire's answers as a form holds them (nothing chosen yet: null), and the identity types of the
// document categories dictionary. Plain data: the pages use them without loading the forms.
import type { KycAnswers } from '../api/profile';
import type { DocumentTypeCategory } from '../api/schemas';
import { DocumentCategory } from '../api/document-types';

export type QuestionnaireDraft = { [K in keyof KycAnswers]: number | null };
export const emptyQuestionnaire: QuestionnaireDraft = {
  occupationId: null,
  sourceOfFundsId: null,
  purposeOfAccountId: null,
  estimatedMonthlyDepositId: null,
};

const questions = Object.keys(emptyQuestionnaire) as (keyof QuestionnaireDraft)[];

/**
 * The answers the bank holds, as far as the wire returns them: only the occupation comes back (profileInquiry's
 * `occupationId`); no call answers the source of funds, the purpose or the monthly deposits (WIRE.md).
 */
export const savedQuestionnaire = (profile: { occupationId: number | null }): QuestionnaireDraft => ({
  ...emptyQuestionnaire,
  occupationId: profile.occupationId,
});

/** What the form starts with: each question's choice in the draft being answered, else the saved answer. */
export const startingAnswers = (draft: QuestionnaireDraft, saved: QuestionnaireDraft): QuestionnaireDraft =>
  Object.fromEntries(questions.map((name) => [name, draft[name] ?? saved[name]])) as QuestionnaireDraft;

/** The types of one category of the `customerDocumentCategories` answer (none when it is absent). */
export const typesOfCategory = (
  categories: readonly Pick<DocumentTypeCategory, 'id' | 'documentTypes'>[],
  id: number,
) => categories.find((category) => category.id === id)?.documentTypes ?? [];

export const identityTypes = (categories: readonly Pick<DocumentTypeCategory, 'id' | 'documentTypes'>[]) =>
  typesOfCategory(categories, DocumentCategory.identity);
