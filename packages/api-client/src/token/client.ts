import * as v from 'valibot';
import type { TokenGetter } from '../api-client.ts';
import { stripEmpty } from '../body.ts';
import { CLIENT_VERSION } from '../constants.ts';
import { isApiError } from '../errors.ts';
import { newIdempotencyKey } from '../submission.ts';
import { createHttp, type HttpAnswer, type HttpOptions, type HttpRequest } from '../http.ts';
import { buildUrl } from '../url.ts';
import { TokenError, TokenErrorText } from './errors.ts';
import {
  ApproveMethodListSchema,
  CreatedDeviceSchema,
  DeviceListSchema,
  DeviceSchema,
  LoginAnswerSchema,
  NoContentSchema,
  ScpRequestSchema,
  SeiAuthorizationSchema,
  SeiAuthorizeSchema,
  TokensSchema,
  type ApproveMethod,
  type CreatedDevice,
  type Device,
  type LoginAnswer,
  type SeiAuthorization,
  type Tokens,
} from './schemas.ts';

export interface TokenClientOptions extends HttpOptions {
  /** The token service root, "/auth" by default in every environment of the sandbox. */
  root: string;
  /** For the device endpoints, which need the session's bearer token. */
  getAccessToken?: TokenGetter | undefined;
  getLanguage?: (() => string) | undefined;
  /** A 401 on a bearer endpoint: the session is over. */
  onAuthError?: (() => void) | undefined;
  /** The device API root (GET /device-api/device, DELETE /device-api/device/{id}); default `deviceApiRootOf(root)`. */
  deviceApiRoot?: string | undefined;
}

/**
 * Where the device API lives when a brand names no root for it: on the token service's host, at /device-api
 * ("/auth" → "/device-api"; "https://auth.x.example" → "https://auth.x.example/device-api").
 */
export function deviceApiRootOf(authRoot: string): string {
  const root = authRoot.replace(/\/+$/, '');
  return root.endsWith('/auth') ? `${root.slice(0, -'/auth'.length)}/device-api` : `${root}/device-api`;
}

export interface LoginInput {
  client: 'spa' | 'sei';
  username: string;
  password: string;
  codeChallenge: string;
  secret?: string | undefined;
  pushToken?: string | undefined;
}

/** Spec: "Login failure returns the server message or false"; `error` says what happened. */
export type LoginOutcome =
  | { ok: true; answer: LoginAnswer }
  | { ok: false; message: string | false; error: TokenError };

export type TokenInput =
  /** `entry: true`: the code came with an entry link (?code=&codeVerifier=), not from a sign-in of this page. */
  | { code: string; codeVerifier: string; otp?: string | undefined; entry?: true | undefined }
  | { secret: string; pushToken: string };

export interface NewDevice {
  name: string;
  code: string;
  type: 'android' | 'ios';
}

export type SeiAuthorizeOutcome = { type: 'redirect'; uri: string } | { type: 'notFound' };
export type SeiAuthorizationOutcome = { type: 'found'; authorization: SeiAuthorization } | { type: 'notFound' };

export interface TokenClient {
  login(input: LoginInput, signal?: AbortSignal): Promise<LoginOutcome>;
  token(input: TokenInput, signal?: AbortSignal): Promise<Tokens>;
  refresh(refreshToken: string, signal?: AbortSignal): Promise<Tokens>;
  logout(refreshToken: string): Promise<void>;
  confirmLogin(key: string, result: boolean): Promise<void>;
  resendPush(key: string): Promise<void>;
  sendStoresUrls(phoneNumber: string): Promise<void>;
  requestScp(): Promise<{ deeplink: string }>;
  devices: {
    list(signal?: AbortSignal): Promise<Device[]>;
    get(deviceId: string | number, signal?: AbortSignal): Promise<Device>;
    create(device: NewDevice): Promise<CreatedDevice>;
    remove(deviceId: string | number): Promise<void>;
    approve(deviceId: string | number): Promise<void>;
    approveMethod(deviceId: string | number, methodId: string | number): Promise<void>;
    approveMethods(signal?: AbortSignal): Promise<ApproveMethod[]>;
  };
  /**
   * The device API (payments spec 7 "Announcements and settings"): the person's linked devices as the security
   * settings list and remove them, with the bearer token. Linking and approving stay on the token service.
   */
  deviceApi: {
    list(signal?: AbortSignal): Promise<Device[]>;
    remove(deviceId: string | number): Promise<void>;
  };
  /** The URL a browser is sent to for a sei authorisation request (GET /auth/sei/authorize?…). */
  seiAuthorizeUrl(query: Record<string, string>): string;
  /** Who asks for a sei authorisation (the partner's name); 404: unknown, expired or spent. */
  seiAuthorization(authorizationId: string, signal?: AbortSignal): Promise<SeiAuthorizationOutcome>;
  /** Approves a sei authorisation; 404 means it is unknown or spent, and the screen goes to the root. */
  seiAuthorize(authorizationId: string): Promise<SeiAuthorizeOutcome>;
}

interface Exchange {
  method: HttpRequest['method'];
  path: string;
  body?: object;
  bearer?: boolean;
  signal?: AbortSignal | undefined;
  /** Another service's root than the token service's (the device API). */
  root?: string;
}

const ok = (status: number) => status >= 200 && status < 300;
const segment = (value: string | number) => encodeURIComponent(String(value));

function failure(answer: HttpAnswer): TokenError {
  const message = v.safeParse(v.object({ message: v.pipe(v.string(), v.minLength(1)) }), answer.data);
  const serverMessage = message.success ? message.output.message : undefined;
  if (answer.status === 403 && serverMessage) {
    return new TokenError('rejected', serverMessage, { status: 403, serverMessage });
  }
  return new TokenError('badStatus', TokenErrorText.badStatus, { status: answer.status, serverMessage });
}

export function createTokenClient(options: TokenClientOptions): TokenClient {
  const http = createHttp(options);
  const deviceApiRoot = options.deviceApiRoot ?? deviceApiRootOf(options.root);

  async function exchange<S extends v.GenericSchema>(request: Exchange, schema: S): Promise<v.InferOutput<S>> {
    const token = request.bearer ? await options.getAccessToken?.() : undefined;
    // Every write carries a key of its own, kept across its retries: the service answers a repeat from its store
    // (the code is spent, the refresh token rotated, the sign-in counted once), so every network failure is retried.
    const key = request.method === 'GET' ? undefined : newIdempotencyKey();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Version': CLIENT_VERSION,
      ...(options.getLanguage ? { 'Accept-Language': options.getLanguage() } : {}),
      ...(request.body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    };
    let answer: HttpAnswer;
    try {
      answer = await http({
        method: request.method,
        url: buildUrl(request.root ?? options.root, request.path),
        headers,
        body: request.body ? JSON.stringify(stripEmpty(request.body)) : undefined,
        signal: request.signal,
      });
    } catch (error) {
      if (!isApiError(error)) throw error; // the caller's abort
      throw new TokenError('network', TokenErrorText.unknown, { cause: error });
    }
    if (!ok(answer.status)) {
      if (answer.status === 401 && request.bearer) options.onAuthError?.();
      throw failure(answer);
    }
    const parsed = v.safeParse(schema, answer.data);
    if (!parsed.success) {
      throw new TokenError('malformed', TokenErrorText.strange, { status: answer.status, issues: parsed.issues });
    }
    return parsed.output;
  }

  const none = async (request: Exchange) => {
    await exchange(request, NoContentSchema);
  };

  return {
    async login(input, signal) {
      try {
        return {
          ok: true,
          answer: await exchange({ method: 'POST', path: 'login', body: input, signal }, LoginAnswerSchema),
        };
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        return { ok: false, message: error.kind === 'rejected' ? error.message : false, error };
      }
    },
    token: (input, signal) => exchange({ method: 'POST', path: 'token', body: input, signal }, TokensSchema),
    async refresh(refreshToken, signal) {
      if (refreshToken.trim() === '') throw new TokenError('sessionExpired', TokenErrorText.sessionExpired);
      try {
        return await exchange({ method: 'POST', path: 'refresh', body: { refreshToken }, signal }, TokensSchema);
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        throw new TokenError('sessionExpired', TokenErrorText.sessionExpired, { status: error.status, cause: error });
      }
    },
    async logout(refreshToken) {
      if (refreshToken.trim() === '') return; // nothing to revoke
      await none({ method: 'POST', path: 'logout', body: { refreshToken } });
    },
    confirmLogin: (key, result) =>
      none({ method: 'PUT', path: `login/${segment(key)}/confirm`, body: { result }, bearer: true }),
    resendPush: (key) => none({ method: 'POST', path: 'push/re-send', body: { key } }),
    sendStoresUrls: (phoneNumber) => none({ method: 'POST', path: 'stores-urls/send', body: { phoneNumber } }),
    requestScp: () => exchange({ method: 'POST', path: 'scp/request', body: {}, bearer: true }, ScpRequestSchema),
    devices: {
      list: (signal) => exchange({ method: 'GET', path: 'devices', bearer: true, signal }, DeviceListSchema),
      get: (deviceId, signal) =>
        exchange({ method: 'GET', path: `devices/${segment(deviceId)}`, bearer: true, signal }, DeviceSchema),
      create: (device) =>
        exchange({ method: 'POST', path: 'devices', body: device, bearer: true }, CreatedDeviceSchema),
      remove: (deviceId) => none({ method: 'DELETE', path: `devices/${segment(deviceId)}`, bearer: true }),
      approve: (deviceId) =>
        none({ method: 'POST', path: `devices/${segment(deviceId)}/approve`, body: {}, bearer: true }),
      approveMethod: (deviceId, methodId) =>
        none({
          method: 'PATCH',
          path: `devices/${segment(deviceId)}/approve/${segment(methodId)}`,
          body: {},
          bearer: true,
        }),
      approveMethods: (signal) =>
        exchange({ method: 'GET', path: 'devices/approve-methods', bearer: true, signal }, ApproveMethodListSchema),
    },
    deviceApi: {
      list: (signal) =>
        exchange({ method: 'GET', root: deviceApiRoot, path: 'device', bearer: true, signal }, DeviceListSchema),
      remove: (deviceId) =>
        none({ method: 'DELETE', root: deviceApiRoot, path: `device/${segment(deviceId)}`, bearer: true }),
    },
    seiAuthorizeUrl: (query) => buildUrl(options.root, 'sei/authorize', query),
    async seiAuthorization(authorizationId, signal) {
      try {
        const authorization = await exchange(
          { method: 'GET', path: `sei/authorize/${segment(authorizationId)}`, bearer: true, signal },
          SeiAuthorizationSchema,
        );
        return { type: 'found', authorization };
      } catch (error) {
        if (error instanceof TokenError && error.status === 404) return { type: 'notFound' };
        throw error;
      }
    },
    async seiAuthorize(authorizationId) {
      try {
        const answer = await exchange(
          { method: 'POST', path: `sei/authorize/${segment(authorizationId)}`, body: {}, bearer: true },
          SeiAuthorizeSchema,
        );
        return { type: 'redirect', uri: answer.redirectUri };
      } catch (error) {
        if (error instanceof TokenError && error.status === 404) return { type: 'notFound' };
        throw error;
      }
    },
  };
}
