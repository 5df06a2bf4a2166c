import { useSession } from '@paydeck/auth';

/** The customer the merchant calls are made for (payments.md 6): the company acted for, else the person's own. */
export function useMerchantCustomer(): number {
  const { fromCustomerId, customer } = useSession();
  return Number(fromCustomerId ?? customer?.customerId ?? 0);
}
