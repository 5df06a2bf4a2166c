// Security settings (payments spec 3 and 7): two-step verification, password, IP whitelist,
// blacklist, login history, notification settings, legal info. Devices are on the token service.
import { type ApiClient, isApiError } from '@paydeck/api-client';
import * as v from 'valibot';
import { Flag, Id, Success, Text } from './schemas';

/** Login history page size (payments spec 9). */
export const LOGIN_HISTORY_PAGE_SIZE = 20;

// --- two-step verification -------------------------------------------------------------------

/** Which second factor: for signing in (login2faMode) or for approving payments (transactionApproveMode). */
export const twoStepModes = ['login', 'transaction'] as const;
export type TwoStepMode = (typeof twoStepModes)[number];
/** The approval modes of payments spec 3 that a person can choose. */
export const twoStepTypes = ['none', 'push', 'otp', 'sms'] as const;
export type TwoStepType = (typeof twoStepTypes)[number];

export const TwoStepRequestSchema = v.object({
  responseCode: v.string(),
  /** The request to confirm; absent when the change needs no confirmation (turning to none). */
  reqId: v.optional(v.nullable(Id)),
  /** Where the code was sent (masked), when the server says. */
  approvalSentTo: Text,
});
export type TwoStepRequest = v.InferOutput<typeof TwoStepRequestSchema>;

export const setTwoStep = (api: ApiClient, mode: TwoStepMode, typeMode: TwoStepType) =>
  api.send('POST', 'customer/two-step-verification', { mode, typeMode }, { schema: TwoStepRequestSchema });

export const confirmTwoStep = (api: ApiClient, reqId: string | number, code: string) =>
  api.send(
    'POST',
    `customer/two-step-verification/${encodeURIComponent(String(reqId))}/confirm`,
    { code },
    { schema: Success },
  );

/**
 * The server's own words for a failure: HTTP 400 on confirm puts the server message into the popup
 * (payments spec 7), whether it came in the envelope or as a bare `{ message }`.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.kind === 'business') return error.description ?? error.message;
  const answer = error.answer as { message?: unknown; responseDescription?: unknown } | undefined;
  const text = answer?.responseDescription ?? answer?.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

// --- password ---------------------------------------------------------------------------------

export const PasswordChangeSchema = v.object({
  responseCode: v.string(),
  requestKey: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  /** How the change is approved: a code (sms, otp, email) or push (wait for the device). */
  approveType: v.optional(v.string(), 'sms'),
  approvalSentTo: Text,
});
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;

export const changePassword = (
  api: ApiClient,
  input: { password: string; passwordNew: string; passwordNewRepeat: string },
) => api.call('changePassword', input, { schema: PasswordChangeSchema });

export const confirmPasswordChange = (api: ApiClient, input: { code: string; requestKey: string }) =>
  api.call('changePasswordConfirm', input, { schema: Success });

// --- IP whitelist -----------------------------------------------------------------------------

export const WhitelistIpSchema = v.object({ id: Id, ip: v.string(), toIp: Text, created: Text });
export type WhitelistIp = v.InferOutput<typeof WhitelistIpSchema>;
export const ipWhitelistModes = ['off', 'on'] as const;
export type IpWhitelistMode = (typeof ipWhitelistModes)[number];

export const IpWhitelistSchema = v.object({
  responseCode: v.string(),
  accessIpList: v.optional(v.array(WhitelistIpSchema), []),
  mode: v.optional(v.picklist(ipWhitelistModes), 'off'),
});
export type IpWhitelist = v.InferOutput<typeof IpWhitelistSchema>;

export const fetchIpWhitelist = (api: ApiClient, signal?: AbortSignal) =>
  api.call('accessIpList', {}, { schema: IpWhitelistSchema, signal, idempotent: true });
export const addWhitelistIp = (
  api: ApiClient,
  input: { ip: string; toIp?: string | undefined },
  idempotencyKey: string,
) => api.call('accessIpAdd', input, { schema: Success, idempotencyKey });
export const deleteWhitelistIp = (api: ApiClient, id: string | number) =>
  api.call('accessIpDelete', { id }, { schema: Success });
export const setIpWhitelistMode = (api: ApiClient, mode: IpWhitelistMode) =>
  api.call('accessIpModeSet', { mode }, { schema: Success });

// --- blacklist --------------------------------------------------------------------------------

/** What a blacklisted e-mail is blocked from: sending money to you, sending invoices, or both. */
export const blockTypes = ['payments', 'invoices', 'all'] as const;
export type BlockType = (typeof blockTypes)[number];
export const BlacklistEntrySchema = v.object({ email: v.string(), blockType: v.picklist(blockTypes) });
export type BlacklistEntry = v.InferOutput<typeof BlacklistEntrySchema>;
export const BlacklistSchema = v.object({
  responseCode: v.string(),
  blackList: v.optional(v.array(BlacklistEntrySchema), []),
});

export const fetchBlacklist = (api: ApiClient, signal?: AbortSignal) =>
  api.call('blackListGet', {}, { schema: BlacklistSchema, signal, idempotent: true });
export const addToBlacklist = (api: ApiClient, input: BlacklistEntry, idempotencyKey: string) =>
  api.call('blackListAdd', input, { schema: Success, idempotencyKey });
export const removeFromBlacklist = (api: ApiClient, email: string) =>
  api.call('blackListDelete', { email }, { schema: Success });

// --- login history ----------------------------------------------------------------------------

export const LoginEventSchema = v.object({ id: v.optional(Id), date: v.string(), ip: Text, client: Text, flow: Text });
export type LoginEvent = v.InferOutput<typeof LoginEventSchema>;
export const LoginHistorySchema = v.object({
  responseCode: v.string(),
  loginHistory: v.optional(v.array(LoginEventSchema), []),
  results: v.optional(v.number(), 0),
});
export type LoginHistory = v.InferOutput<typeof LoginHistorySchema>;
export interface LoginHistoryFilter {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  pageNumber: number;
}

export const fetchLoginHistory = (api: ApiClient, filter: LoginHistoryFilter, signal?: AbortSignal) =>
  api.call(
    'loginHistory',
    { ...filter, pageSize: LOGIN_HISTORY_PAGE_SIZE },
    { schema: LoginHistorySchema, signal, idempotent: true },
  );

// --- notification settings --------------------------------------------------------------------

export const NotificationSettingSchema = v.object({
  identified: v.string(),
  value: Flag,
  group: v.optional(v.string(), 'general'),
});
export type NotificationSetting = v.InferOutput<typeof NotificationSettingSchema>;
export const NotificationSettingsSchema = v.object({
  responseCode: v.string(),
  settings: v.optional(v.array(NotificationSettingSchema), []),
});

export const fetchNotificationSettings = (api: ApiClient, signal?: AbortSignal) =>
  api.call('notificationSettingsGet', {}, { schema: NotificationSettingsSchema, signal, idempotent: true });
export const setNotificationSetting = (api: ApiClient, identified: string, value: boolean) =>
  api.call('notificationSettingsSet', { identified, value }, { schema: Success });

// --- legal info -------------------------------------------------------------------------------

export const AgreementSchema = v.object({ id: Id, title: v.string(), url: Text, acceptedAt: Text });
export type Agreement = v.InferOutput<typeof AgreementSchema>;
export const LegalInfoSchema = v.object({
  responseCode: v.string(),
  agreements: v.optional(v.array(AgreementSchema), []),
});

export const fetchLegalInfo = (api: ApiClient, signal?: AbortSignal) =>
  api.call('legalInfo', {}, { schema: LegalInfoSchema, signal, idempotent: true });
