import { safeSessionStorage } from './storage';

/** The entry parameter fromCustomerId: a positive integer, or nothing. */
export function companyIdFrom(value: unknown): number | undefined {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const entryCompanyKey = 'paydeck.auth.entryCompany';

/** The company asked for on the sign-in page (?fromCustomerId=), kept until the sign-in ends. */
export const entryCompany = {
  remember: (id: number) => safeSessionStorage.set(entryCompanyKey, String(id)),
  take: (): number | undefined => {
    const id = companyIdFrom(safeSessionStorage.get(entryCompanyKey));
    safeSessionStorage.remove(entryCompanyKey);
    return id;
  },
};
