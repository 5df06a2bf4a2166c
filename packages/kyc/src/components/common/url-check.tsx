import { createContext, type ReactNode, useContext } from 'react';
import type { UrlStatus } from '../../api/check-urls';

/** How a form asks whether a web address is acceptable (`service/check-urls`); none given: nothing is asked. */
export type CheckUrl = (url: string) => Promise<UrlStatus>;

const UrlCheckContext = createContext<CheckUrl | null>(null);

export function UrlCheckProvider({ check, children }: { check: CheckUrl; children: ReactNode }) {
  return <UrlCheckContext.Provider value={check}>{children}</UrlCheckContext.Provider>;
}

export const useUrlCheck = (): CheckUrl | null => useContext(UrlCheckContext);
