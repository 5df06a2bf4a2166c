import { safeSessionStorage, storageKeys } from '../session/storage';

/**
 * The mobile-app flag: the wrapper opens the app with `?mobileApp=1` (kept for the tab's session), or
 * injects its `ReactNativeWebView` object.
 */
export function detectMobileApp(search: string, win: { ReactNativeWebView?: unknown } = globalThis as never): boolean {
  const flag = new URLSearchParams(search).get('mobileApp');
  if (flag === '1' || flag === 'true') safeSessionStorage.set(storageKeys.mobileApp, '1');
  return win.ReactNativeWebView !== undefined || safeSessionStorage.get(storageKeys.mobileApp) === '1';
}

/** A phone user chose to continue in the browser instead of the app (kept for the tab's session). */
export const browserChoice = {
  isSet: () => safeSessionStorage.get(storageKeys.browserChoice) === '1',
  set: () => safeSessionStorage.set(storageKeys.browserChoice, '1'),
};
