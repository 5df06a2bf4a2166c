import type { IncomingMessage } from './messages';
import { type Bridge, type BridgeWindow, createBridge } from './bridge';
import { detectMobileApp } from './mobile-app';

const hasWindow = typeof window !== 'undefined';

/** In the wrapper, page and host share the page's origin unless the build names another (VITE_APP_HOST_ORIGIN). */
const hostOrigin = import.meta.env.VITE_APP_HOST_ORIGIN || (hasWindow ? window.location.origin : '');

export const isMobileApp = hasWindow ? detectMobileApp(window.location.search) : false;

/** The app's one bridge to the mobile-app host (silent outside the wrapper). */
export const bridge: Bridge = createBridge({
  win: hasWindow
    ? (window as unknown as BridgeWindow)
    : { parent: undefined, addEventListener() {}, removeEventListener() {} },
  hostOrigin,
  enabled: isMobileApp,
});

/** What the host gave for the sign-in (its push token and device secret). */
const hostCredentials: { pushToken?: string; secret?: string } = {};
bridge.subscribe((message: IncomingMessage) => {
  if (message.type === 'pushToken') hostCredentials.pushToken = message.pushToken;
  if (message.type === 'deviceSecret') hostCredentials.secret = message.secret;
});

export const getHostCredentials = () => ({ ...hostCredentials });
