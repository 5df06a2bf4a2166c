import { redirect } from '@tanstack/react-router';
import { isMobileApp } from '../bridge/instance';
import { browserChoice } from '../bridge/mobile-app';
import { isPhoneOrTablet } from '../model/device';
import { paths } from '../model/landing';
import { entryCompany } from '../session/company-id';
import { hasSession } from '../session/store';
import type { LoginSearch } from './login-search';

/**
 * The sign-in page's beforeLoad: a signed-in person is refreshed and sent home (a failed refresh
 * ends the session and stays here); a phone or tablet outside the mobile app goes to scp-mobile,
 * unless the person chose the browser there.
 */
export async function loginBeforeLoad({ search }: { search: LoginSearch }): Promise<void> {
  if (search.fromCustomerId !== undefined) entryCompany.remember(search.fromCustomerId);
  if (hasSession()) {
    try {
      const { refreshNow } = await import('../session/clients');
      await refreshNow();
    } catch {
      return; // "session expired": logout has cleared it
    }
    throw redirect({ href: paths.home, replace: true });
  }
  const device = {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    platform: navigator.platform,
  };
  if (isPhoneOrTablet(device) && !isMobileApp && !browserChoice.isSet())
    throw redirect({ href: '/scp-mobile', replace: true });
}
