import type { QueryClient } from '@tanstack/react-query';
import type { AccessInfo } from '../api/customer';
import { permissionFlagsFrom } from '../model/permissions';
import { accessInfoQuery } from './queries';
import { sessionState } from './store';

/**
 * Acts for a company from now on: loads its access info (the server refuses a company the user has
 * no access to), then every call carries its fromCustomerId and the flags are the company's.
 * Data of the customer acted for before is dropped from the cache.
 */
export async function actForCompany(queryClient: QueryClient, customerId: number): Promise<AccessInfo> {
  const access = await queryClient.fetchQuery({ ...accessInfoQuery(customerId), staleTime: 0 });
  const changed = sessionState().fromCustomerId !== customerId;
  sessionState().actFor({
    customerId,
    accessRights: access.accessRights,
    needsKyc: access.isNeedKyc,
    permissions: permissionFlagsFrom(access.permissions),
  });
  // Reset, not only removed: screens on show (the header's name, the page) load again for the new company.
  if (changed) await queryClient.resetQueries({ predicate: (query) => query.queryKey[1] !== 'access' });
  return access;
}
