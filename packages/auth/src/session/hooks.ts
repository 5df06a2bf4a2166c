import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { PERSONAL_CUSTOMER } from '../model/landing';
import type { PermissionFlag } from '../model/permissions';
import { logout } from './clients';
import { customerInfoQuery } from './queries';
import { useSessionStore } from './store';

/** The session as screens need it: signed in or not, who, acting for which company, logout. */
export function useSession() {
  const session = useSessionStore(
    useShallow((state) => ({
      isSignedIn: state.tokens !== null,
      customer: state.customer,
      flow: state.flow,
      fromCustomerId: state.fromCustomerId,
      accessRights: state.accessRights,
    })),
  );
  return { ...session, logout };
}

/** Customer info (a query: loading, error, refetch) of the customer acted for. */
export function useCustomer() {
  const isSignedIn = useSessionStore((state) => state.tokens !== null);
  return useQuery({ ...customerInfoQuery(), enabled: isSignedIn });
}

/**
 * The session permission flags (payments spec 6). `restricted` says whether they apply: they do for
 * business customers and for anyone acting for a company; a personal customer's flags are all false
 * and mean nothing (features leave personal customers unrestricted).
 */
export function usePermissions() {
  const { permissions, restricted } = useSessionStore(
    useShallow((state) => ({
      permissions: state.permissions,
      restricted:
        state.fromCustomerId !== null || (state.customer !== null && state.customer.customerType !== PERSONAL_CUSTOMER),
    })),
  );
  return { flags: permissions, restricted, has: (flag: PermissionFlag) => !restricted || permissions[flag] };
}
