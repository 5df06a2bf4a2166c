import type { DocumentTypeCategory } from '../../api/schemas';
import { DocumentCategory } from '../../model/document-rules';
import { typesOfCategory } from '../../model/questionnaire';

type Categories = readonly Pick<DocumentTypeCategory, 'id' | 'documentTypes'>[];

/** The document types each company set offers, from `customerDocumentCategories` (WIRE.md categories). */
export const companyDocumentTypes = (categories: Categories) => ({
  corporate: typesOfCategory(categories, DocumentCategory.businessRegistration),
  additional: typesOfCategory(categories, DocumentCategory.businessAdditional),
  sourceOfWealth: typesOfCategory(categories, DocumentCategory.sourceOfWealth),
  address: typesOfCategory(categories, DocumentCategory.businessAddress),
});

/** The types a representative's identity, address and control documents may be. */
export const representativeDocumentTypes = (categories: Categories) => ({
  identity: typesOfCategory(categories, DocumentCategory.identity),
  address: typesOfCategory(categories, DocumentCategory.address),
  control: typesOfCategory(categories, DocumentCategory.controlDocument),
});
