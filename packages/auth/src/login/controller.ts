// Types only from api-client: this module is part of the sign-in page's first load, which must not
// carry the transport (the page loads it when the person acts).
import type { LoginAnswer, Migration, Term, TokenClient, TokenError, Tokens } from '@paydeck/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Landing } from '../model/landing';
import type { PendingLogin } from './pending';

/** The answer shape shared by direct, otp and verifyDevice, split by flow for the screens. */
type CodeOnlyAnswer = Extract<LoginAnswer, { flow: 'direct' | 'otp' | 'verifyDevice' }>;
export type OtpAnswer = Omit<CodeOnlyAnswer, 'flow'> & { flow: 'otp' };
export type VerifyDeviceAnswer = Omit<CodeOnlyAnswer, 'flow'> & { flow: 'verifyDevice' };
export type PushAnswer = Extract<LoginAnswer, { flow: 'push' }>;
export type SmsAnswer = Extract<LoginAnswer, { flow: 'sms' }>;
export type CodeAnswer = OtpAnswer | SmsAnswer;
export type ApprovalAnswer = PushAnswer | VerifyDeviceAnswer;

/** The screens of a sign-in, one per step of the flows (identity spec 4.1). */
export type LoginStep =
  | { kind: 'credentials' }
  | { kind: 'migration'; answer: LoginAnswer; migration: Migration }
  | { kind: 'code'; answer: CodeAnswer }
  | { kind: 'approval'; answer: ApprovalAnswer; refused: boolean }
  | { kind: 'signingIn' }
  | { kind: 'terms'; terms: readonly Term[] }
  | { kind: 'done'; landing: Landing };

/** Errors the screens show: the server's message, or one of ours for the rest. */
export type LoginError =
  | { kind: 'server'; message: string }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'resendFailed' };

export interface LoginState {
  step: LoginStep;
  error: LoginError | null;
  busy: boolean;
  /** A push notification was sent again. */
  resent: boolean;
}

export type Completion = { kind: 'landing'; landing: Landing } | { kind: 'terms'; terms: readonly Term[] };

export interface LoginDeps {
  tokens: Pick<TokenClient, 'login' | 'token' | 'resendPush'>;
  /** A new PKCE pair: the 128-character verifier and its S256 challenge. */
  pkce: () => Promise<{ verifier: string; challenge: string }>;
  pending: { keep(pending: PendingLogin): void; read(): PendingLogin | undefined; forget(): void };
  /** The mobile-app host's push token and device secret, sent with the sign-in when known. */
  hostCredentials?: () => { pushToken?: string | undefined; secret?: string | undefined };
  /** Waits for the wrapper's initialisation (100 ms) before the first request. */
  ready?: () => Promise<void>;
  /** Stores the tokens and loads what the landing needs; `entryCode`: the tokens came from an entry link. */
  complete: (tokens: Tokens, flow: LoginAnswer['flow'], options?: { entryCode: true }) => Promise<Completion>;
  /** Accepts the terms and continues the completion. */
  acceptTerms: (terms: readonly Term[]) => Promise<Completion>;
  onFailed?: () => void;
  now?: () => number;
}

export interface LoginController {
  store: StoreApi<LoginState>;
  submitCredentials(credentials: { username: string; password: string }): Promise<void>;
  continueAfterMigration(): Promise<void>;
  submitCode(otp: string): Promise<void>;
  /** Asks the token service whether the push or device approval came (polling, or told by realtime). */
  checkApproval(): Promise<void>;
  resendPush(): Promise<void>;
  acceptTerms(): Promise<void>;
  /** Exchanges an entry code with its verifier (?code=&codeVerifier=). */
  exchangeEntryCode(code: string, codeVerifier: string): Promise<void>;
  /** Continues a sign-in after a reload between its steps; false when there is none. */
  resume(): boolean;
  /** Back to the credentials (a new sign-in). */
  restart(): void;
}

const initial: LoginState = { step: { kind: 'credentials' }, error: null, busy: false, resent: false };

/** A 403 of the token service with its message (api-client's TokenError of kind "rejected"). */
function rejectionMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'TokenError') return undefined;
  return (error as TokenError).kind === 'rejected' ? error.message : undefined;
}

/** "Login not approved yet": the approval is still awaited (every other refusal ends the wait). */
const isNotApprovedYet = (message: string) => /not approved yet/i.test(message);
const isRefused = (message: string) => /refused/i.test(message);
const isExpired = (message: string) => /expired|invalid code$/i.test(message);

/** The token service could not be reached or failed (network, 5xx): asking again later may succeed. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TokenError') return false;
  const { kind, details } = error as TokenError;
  return kind === 'network' || (kind === 'badStatus' && (details.status ?? 0) >= 500);
}

export function createLoginController(deps: LoginDeps): LoginController {
  const store = createStore<LoginState>(() => initial);
  const set = (partial: Partial<LoginState>) => store.setState(partial);
  const now = deps.now ?? Date.now;

  function failWith(error: unknown, backToCredentials: boolean) {
    deps.onFailed?.();
    const message = rejectionMessage(error);
    const loginError: LoginError =
      message && isExpired(message) ? { kind: 'expired' } : message ? { kind: 'server', message } : { kind: 'failed' };
    if (backToCredentials || loginError.kind === 'expired') {
      deps.pending.forget();
      set({ step: { kind: 'credentials' }, error: loginError, busy: false });
    } else {
      set({ error: loginError, busy: false });
    }
  }

  async function finish(tokens: Tokens, flow: LoginAnswer['flow'], options?: { entryCode: true }) {
    deps.pending.forget();
    set({ step: { kind: 'signingIn' }, busy: true, error: null });
    try {
      settle(await (options ? deps.complete(tokens, flow, options) : deps.complete(tokens, flow)));
    } catch (error) {
      failWith(error, true);
    }
  }

  function settle(completion: Completion) {
    if (completion.kind === 'terms') set({ step: { kind: 'terms', terms: completion.terms }, busy: false });
    else set({ step: { kind: 'done', landing: completion.landing }, busy: false });
  }

  async function exchange(answer: Extract<LoginAnswer, { code: string }>, verifier: string, otp?: string) {
    set({ busy: true, error: null });
    try {
      const tokens = await deps.tokens.token({ code: answer.code, codeVerifier: verifier, otp });
      await finish(tokens, answer.flow);
    } catch (error) {
      // A wrong one-time code keeps the person on the code screen; anything else starts over.
      failWith(error, answer.flow !== 'otp' && answer.flow !== 'sms');
    }
  }

  async function proceed(answer: LoginAnswer, verifier: string) {
    switch (answer.flow) {
      case 'simple':
        return finish(answer, 'simple');
      case 'direct':
        set({ step: { kind: 'signingIn' } });
        return exchange(answer, verifier);
      case 'otp':
      case 'sms':
        return set({ step: { kind: 'code', answer: answer as CodeAnswer }, busy: false, error: null });
      case 'push':
      case 'verifyDevice':
        return set({
          step: { kind: 'approval', answer: answer as ApprovalAnswer, refused: false },
          busy: false,
          error: null,
          resent: false,
        });
    }
  }

  function current(): PendingLogin | undefined {
    return deps.pending.read();
  }

  return {
    store,
    async submitCredentials({ username, password }) {
      if (store.getState().busy) return;
      set({ busy: true, error: null, resent: false });
      await deps.ready?.();
      const { verifier, challenge: codeChallenge } = await deps.pkce();
      const host = deps.hostCredentials?.() ?? {};
      const outcome = await deps.tokens.login({
        client: 'spa',
        username: username.trim(),
        password,
        codeChallenge,
        pushToken: host.pushToken,
        secret: host.secret,
      });
      if (!outcome.ok) {
        deps.onFailed?.();
        set({
          busy: false,
          error: outcome.message ? { kind: 'server', message: outcome.message } : { kind: 'failed' },
        });
        return;
      }
      const { answer } = outcome;
      const migration = answer.migration;
      // A strict migration cannot continue: its code is never exchanged, so nothing is kept.
      if (answer.flow !== 'simple' && migration?.type !== 'strict')
        deps.pending.keep({ verifier, answer, startedAt: now() });
      if (migration && migration.type !== 'none') {
        set({ step: { kind: 'migration', answer, migration }, busy: false });
        return;
      }
      await proceed(answer, verifier);
    },
    async continueAfterMigration() {
      const { step } = store.getState();
      if (step.kind !== 'migration' || step.migration.type === 'strict') return;
      if (step.answer.flow === 'simple') return finish(step.answer, 'simple');
      const pending = current();
      if (!pending) return failWith(undefined, true);
      await proceed(step.answer, pending.verifier);
    },
    async submitCode(otp) {
      const { step, busy } = store.getState();
      const pending = current();
      if (step.kind !== 'code' || busy) return;
      if (!pending) return set({ step: { kind: 'credentials' }, error: { kind: 'expired' } });
      await exchange(step.answer, pending.verifier, otp.trim());
    },
    async checkApproval() {
      const { step, busy } = store.getState();
      const pending = current();
      if (step.kind !== 'approval' || step.refused || busy) return;
      if (!pending) return set({ step: { kind: 'credentials' }, error: { kind: 'expired' } });
      try {
        const tokens = await deps.tokens.token({ code: step.answer.code, codeVerifier: pending.verifier });
        await finish(tokens, step.answer.flow);
      } catch (error) {
        const message = rejectionMessage(error);
        if (message && isNotApprovedYet(message)) return;
        // A poll that failed on the way keeps the wait: the next one (or the realtime event) asks again,
        // and the pending sign-in's lifetime bounds it.
        if (isTransient(error)) return;
        if (message && isRefused(message)) {
          deps.pending.forget();
          deps.onFailed?.();
          set({ step: { ...step, refused: true } });
          return;
        }
        failWith(error, true);
      }
    },
    async resendPush() {
      const { step } = store.getState();
      if (step.kind !== 'approval' || step.answer.flow !== 'push') return;
      set({ resent: false, error: null });
      try {
        await deps.tokens.resendPush(step.answer.key);
        set({ resent: true });
      } catch {
        set({ error: { kind: 'resendFailed' } });
      }
    },
    async acceptTerms() {
      const { step, busy } = store.getState();
      if (step.kind !== 'terms' || busy) return;
      set({ busy: true, error: null });
      try {
        settle(await deps.acceptTerms(step.terms));
      } catch (error) {
        failWith(error, false);
      }
    },
    async exchangeEntryCode(code, codeVerifier) {
      set({ step: { kind: 'signingIn' }, busy: true, error: null });
      try {
        // Marked on the wire (`entry: true`): the token service takes only a code made for an entry link
        // seconds before, never a sign-in code; and on arrival the person is shown whose account this is.
        await finish(await deps.tokens.token({ code, codeVerifier, entry: true }), 'direct', { entryCode: true });
      } catch (error) {
        failWith(error, true);
      }
    },
    resume() {
      const pending = current();
      if (!pending || pending.answer.migration?.type === 'strict') return false;
      void proceed(pending.answer, pending.verifier);
      return true;
    },
    restart() {
      deps.pending.forget();
      set(initial);
    },
  };
}
