// The tax pages' reads, bound to auth's api client (which adds the company acted for).
import { isApiError } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchBusinessCertification,
  fetchCertifyingCompany,
  fetchPersonalCertification,
  fetchRepresentativeCertification,
  taxKeys,
} from '../../api/tax';

export const personalCertificationQuery = () =>
  queryOptions({ queryKey: taxKeys.personal(), queryFn: ({ signal }) => fetchPersonalCertification(api, signal) });

export const businessCertificationQuery = (company: number | null) =>
  queryOptions({
    queryKey: taxKeys.business(company),
    queryFn: ({ signal }) => fetchBusinessCertification(api, signal),
  });

/** The company's name, country and addresses (place of business, registered address) for the business form. */
export const certifyingCompanyQuery = (company: number | null) =>
  queryOptions({ queryKey: taxKeys.company(company), queryFn: ({ signal }) => fetchCertifyingCompany(api, signal) });

/**
 * Without a session: an unknown, expired or spent secret (`13` Access denied, or a 403/404) is "not found" (null),
 * not a failure.
 */
async function orSpent<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.code === '13' || error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

export const representativeCertificationQuery = (authSecret: string | undefined) =>
  queryOptions({
    queryKey: taxKeys.representative(authSecret ?? ''),
    queryFn: ({ signal }) =>
      authSecret ? orSpent(fetchRepresentativeCertification(api, authSecret, signal)) : Promise.resolve(null),
  });
