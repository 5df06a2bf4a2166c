/**
 * Query keys of the company pages, under `kyc` (so every kyc change reads them again) and per company acted for
 * (`fromCustomerId`, null: the person's own customer).
 */
export const companyKeys = {
  all: ['kyc', 'company'] as const,
  of: (company: number | null) => [...companyKeys.all, company ?? 'own'] as const,
  info: (company: number | null) => [...companyKeys.of(company), 'info'] as const,
  representatives: (company: number | null, list: string) =>
    [...companyKeys.of(company), 'representatives', list] as const,
  representative: (company: number | null, id: number) => [...companyKeys.of(company), 'representative', id] as const,
  users: (company: number | null) => [...companyKeys.of(company), 'users'] as const,
  potentialUsers: (company: number | null) => [...companyKeys.of(company), 'potential-users'] as const,
  declarations: (company: number | null) => [...companyKeys.of(company), 'declarations'] as const,
  admin: (what: string, key: unknown) => [...companyKeys.all, 'admin', what, key] as const,
};
