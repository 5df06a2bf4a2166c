// The pending upload as the mass pages use it: whose it is (the customer acted for), read once per page, and
// forgotten when the person leaves the mass screens (a reload does not unmount the page, so it keeps it).
import { useSession } from '@paydeck/auth';
import { useEffect, useMemo } from 'react';
import { forgetPendingMass, isMassScreen, readPendingMass } from './pending';

/** The customer acted for, as the pending upload's owner (the cards draft's rule). */
export function useMassOwner(): string {
  const { customer, fromCustomerId } = useSession();
  return String(fromCustomerId ?? customer?.customerId ?? 'own');
}

export function usePendingMass(kind?: 'external' | 'p2p') {
  const owner = useMassOwner();
  return useMemo(() => readPendingMass(owner, kind), [owner, kind]);
}

/** On unmount: the address is already the next screen's; anything but a mass screen forgets the upload. */
export function useForgetMassOnLeave(): void {
  useEffect(
    () => () => {
      if (!isMassScreen(globalThis.location.pathname)) forgetPendingMass();
    },
    [],
  );
}
