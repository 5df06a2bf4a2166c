// The company pages under /company/{path} (identity spec 2.2: "company and company/{path} (default screen:
// documents)"). The spec names no sub-paths; these are decided here (README "Company").

export const companyPaths = [
  'documents',
  'info',
  'addresses',
  'representatives',
  'financial-detail',
  'due-diligence',
  'additional-questions',
  'declarations',
] as const;
export type CompanyPath = (typeof companyPaths)[number];

/** /company opens this one. */
export const defaultCompanyPath: CompanyPath = 'documents';

export const isCompanyPath = (path: string): path is CompanyPath => (companyPaths as readonly string[]).includes(path);
