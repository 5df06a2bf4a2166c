import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { PERSONAL_CUSTOMER } from '../model/landing';
import { accessInfoQuery } from './queries';
import { type SessionState, useSessionStore } from './store';

type Holder = Pick<SessionState, 'fromCustomerId' | 'accessRights' | 'customer'>;

/** Whose right the session does not know yet: a business user acting for their own company, none chosen. */
export const needsOwnRight = ({ fromCustomerId, customer }: Holder): boolean =>
  fromCustomerId === null && customer !== null && customer.customerType !== PERSONAL_CUSTOMER && !customer.isAdmin;

/**
 * The access right on the customer acted for (payments.md 6): the chosen company's, or, when none was chosen, the
 * right on the business customer the person signed in as (the company the header names: its access info without
 * fromCustomerId). Null for a personal customer or an admin acting for themself: they act for no company.
 * Undefined while the own company's right is loading.
 */
export function actingAccessRight(holder: Holder, ownRight: number | undefined): number | null | undefined {
  if (holder.fromCustomerId !== null) return holder.accessRights;
  return needsOwnRight(holder) ? ownRight : null;
}

/** The access right on the customer acted for, chosen or not (undefined while the own company's is loading). */
export function useAccessRight(): number | null | undefined {
  const holder = useSessionStore(
    useShallow(({ fromCustomerId, accessRights, customer }) => ({ fromCustomerId, accessRights, customer })),
  );
  const own = useQuery({ ...accessInfoQuery(null), enabled: needsOwnRight(holder) });
  return actingAccessRight(holder, own.data?.accessRights);
}
