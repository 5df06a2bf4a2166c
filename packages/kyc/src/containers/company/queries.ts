// The queries of the company pages, bound to the session's api client (auth's `api`, which adds fromCustomerId),
// keyed by the company acted for.
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchAdditionalQuestions, fetchBusinessInfo } from '../../api/company';
import { fetchAccessRights, fetchCompanyUsers, fetchPotentialUsers } from '../../api/company-access';
import { companyKeys } from '../../api/company-keys';
import { fetchRepresentatives, type RepresentativeListName, representativeListMethods } from '../../api/company-people';
import { PAGE_DATA_FRESH_MS } from '../queries';

export const businessInfoQuery = (company: number | null) =>
  queryOptions({
    queryKey: companyKeys.info(company),
    queryFn: ({ signal }) => fetchBusinessInfo(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });

export const representativeLists = Object.keys(representativeListMethods) as RepresentativeListName[];

/** Every representative of the company (directors, shareholders, UBOs), each row once per id. */
export const representativesQuery = (company: number | null) =>
  queryOptions({
    queryKey: companyKeys.representatives(company, 'all'),
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(representativeLists.map((list) => fetchRepresentatives(api, list, signal)));
      const seen = new Set<number>();
      return lists.flat().filter((person) => !seen.has(person.id) && seen.add(person.id));
    },
  });

export const companyUsersQuery = (company: number | null) =>
  queryOptions({ queryKey: companyKeys.users(company), queryFn: ({ signal }) => fetchCompanyUsers(api, signal) });

/** The rights that may be given, as the server lists them; they change with the company acted for. */
export const accessRightsQuery = (company: number | null) =>
  queryOptions({
    queryKey: [...companyKeys.of(company), 'access-rights'] as const,
    queryFn: ({ signal }) => fetchAccessRights(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const potentialUsersQuery = (company: number | null) =>
  queryOptions({
    queryKey: companyKeys.potentialUsers(company),
    queryFn: ({ signal }) => fetchPotentialUsers(api, signal),
  });

export const additionalQuestionsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['kyc-dictionary', 'additional-questions', 'business', lang],
    queryFn: ({ signal }) => fetchAdditionalQuestions(api, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
