import { type HostEvent, type IncomingMessage, isTrustedHostMessage, type OutgoingMessage } from './messages';

/** The schema of the host's messages, loaded once, with the first trusted message. */
let hostMessageReader: Promise<typeof import('./host-message')> | undefined;

/** The wrapper's initialisation wait before the first message (identity spec 1). */
export const BRIDGE_INIT_WAIT_MS = 100;

/** The window parts the bridge uses (a test passes a fake). */
export interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void } | undefined;
  parent: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface Bridge {
  /** True when there is a host to talk to. */
  readonly isActive: boolean;
  /** Resolves after the 100 ms initialisation wait. */
  readonly ready: Promise<void>;
  send(type: HostEvent, payload?: Record<string, unknown>): Promise<void>;
  /** Trusted, well-formed host messages only. */
  subscribe(listener: (message: IncomingMessage) => void): () => void;
}

export interface BridgeOptions {
  win: BridgeWindow;
  /** The host's origin: messages go only to it and are accepted only from it. */
  hostOrigin: string;
  /** The mobile-app flag (query or wrapper): without it the bridge stays silent. */
  enabled: boolean;
  waitMs?: number;
}

export function createBridge({ win, hostOrigin, enabled, waitMs = BRIDGE_INIT_WAIT_MS }: BridgeOptions): Bridge {
  const native = win.ReactNativeWebView;
  const framed = win.parent !== undefined && win.parent !== win;
  const isActive = enabled && (native !== undefined || framed);
  const ready = new Promise<void>((resolve) => setTimeout(resolve, isActive ? waitMs : 0));

  function post(message: OutgoingMessage) {
    if (native) native.postMessage(JSON.stringify(message));
    else (win.parent as Window).postMessage(message, hostOrigin);
  }

  return {
    isActive,
    ready,
    async send(type, payload) {
      if (!isActive) return;
      await ready;
      post({ source: 'paydeck-web', type, ...(payload ? { payload } : {}) });
    },
    subscribe(listener) {
      if (!isActive) return () => {};
      let subscribed = true;
      const onMessage = (event: MessageEvent) => {
        if (!isTrustedHostMessage(event, hostOrigin, win, win.parent)) return;
        // One shared promise: messages reach the listener in the order they came.
        hostMessageReader ??= import('./host-message');
        void hostMessageReader.then(({ readHostMessage }) => {
          const message = readHostMessage(event.data);
          if (message && subscribed) listener(message);
        });
      };
      win.addEventListener('message', onMessage);
      return () => {
        subscribed = false;
        win.removeEventListener('message', onMessage);
      };
    },
  };
}
