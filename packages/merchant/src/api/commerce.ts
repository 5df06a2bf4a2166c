// The merchant's method calls (payments.md 7 "Merchant"; names _(named here)_ in WIRE.md): saved buttons, logos
// (multipart), subscribers (50 a page) and installments, reputation by trimmed e-mail, identity verification
// (1000, fee by account), IPN (25 a page, get, confirm) and the two settings.
import type { Caller } from '@paydeck/accounts/api';
import { IPN_PAGE, REPUTATION_PAGE, SUBSCRIBER_PAGE } from '../model/paging';
import {
  ButtonListSchema,
  ButtonOneSchema,
  ButtonSavedSchema,
  FeeSchema,
  IdentityCreatedSchema,
  IdentityListSchema,
  InstallmentListSchema,
  IpnConfirmedSchema,
  IpnOneSchema,
  IpnPageSchema,
  IpnSettingsSchema,
  LogoListSchema,
  LogoOneSchema,
  LogoSavedSchema,
  ReputationListSchema,
  SubscriptionPageSchema,
} from './commerce-schemas';
import { DoneSchema, PaymentNotificationSchema } from './schemas';

export const LOGO_PAGE = 1000;
export const IDENTITY_PAGE = 1000;

export interface ButtonInput {
  name: string;
  accountId: number;
  amount: string;
  description: string;
  logoId: number | null;
  returnUrl: string;
  pbnEnabled: boolean;
  pbnExpiryDays: number;
}

export const fetchButtons = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('buttonList', {}, { schema: ButtonListSchema, signal, idempotent: true })).buttons;
/** One saved button as the server has it now (buttonGet): what its edit dialog starts from. */
export const fetchButton = async (api: Caller, id: number, signal?: AbortSignal) =>
  (await api.call('buttonGet', { id }, { schema: ButtonOneSchema, signal, idempotent: true })).button;
export const saveButton = async (api: Caller, input: ButtonInput, key: string, id?: number) =>
  (
    await api.call(
      id ? 'buttonUpdate' : 'buttonCreate',
      { ...input, ...(id ? { id } : {}) },
      {
        schema: ButtonSavedSchema,
        idempotencyKey: key,
      },
    )
  ).button;
export const deleteButton = (api: Caller, id: number, key: string) =>
  api.call('buttonDelete', { id }, { schema: DoneSchema, idempotencyKey: key });

export const fetchLogos = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('logoList', { pageSize: LOGO_PAGE }, { schema: LogoListSchema, signal, idempotent: true })).logos;
/** One logo with its image (logoGet): the button dialog's preview of the logo chosen. */
export const fetchLogo = async (api: Caller, id: number, signal?: AbortSignal) =>
  (await api.call('logoGet', { id }, { schema: LogoOneSchema, signal, idempotent: true })).logo;
export const createLogo = async (api: Caller, input: { name: string; isDefault: boolean; file: Blob }, key: string) =>
  (
    await api.call(
      'logoCreate',
      { name: input.name, isDefault: input.isDefault },
      {
        schema: LogoSavedSchema,
        idempotencyKey: key,
        files: { file: input.file },
      },
    )
  ).logo;
export const makeDefaultLogo = (api: Caller, id: number, key: string) =>
  api.call('logoUpdate', { id, isDefault: true }, { schema: LogoSavedSchema, idempotencyKey: key });
export const deleteLogo = (api: Caller, id: number, key: string) =>
  api.call('logoDelete', { id }, { schema: DoneSchema, idempotencyKey: key });

export const fetchSubscribers = (api: Caller, pageNumber: number, signal?: AbortSignal) =>
  api.call(
    'subscriberList',
    { pageSize: SUBSCRIBER_PAGE, pageNumber },
    { schema: SubscriptionPageSchema, signal, idempotent: true },
  );
export const cancelSubscription = (api: Caller, subscriptionId: number, key: string) =>
  api.call('subscriptionCancel', { subscriptionId }, { schema: DoneSchema, idempotencyKey: key });
export const fetchInstallments = async (api: Caller, subscriptionId: number, signal?: AbortSignal) =>
  (await api.call('installmentList', { subscriptionId }, { schema: InstallmentListSchema, signal, idempotent: true }))
    .installments;

/** The e-mail is trimmed before asking (payments.md 7); a page of 100 (payments.md 9). */
export const fetchReputation = async (api: Caller, email: string, signal?: AbortSignal) =>
  (
    await api.call(
      'reputationList',
      { type: 'reputation', email: email.trim(), pageNumber: 1, pageSize: REPUTATION_PAGE },
      {
        schema: ReputationListSchema,
        signal,
        idempotent: true,
      },
    )
  ).reputations;

export const fetchIdentities = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'identityVerificationList',
      { pageSize: IDENTITY_PAGE, pageNumber: 1 },
      {
        schema: IdentityListSchema,
        signal,
        idempotent: true,
      },
    )
  ).identities;
export const fetchIdentityFee = async (api: Caller, accountId: number, signal?: AbortSignal) =>
  (await api.call('identityVerificationFee', { accountId }, { schema: FeeSchema, signal, idempotent: true })).fee;
export interface IdentityInput {
  email: string;
  firstName: string;
  lastName: string;
  accountId: number;
}
export const createIdentity = (api: Caller, input: IdentityInput, key: string) =>
  api.call('identityVerificationCreate', { ...input }, { schema: IdentityCreatedSchema, idempotencyKey: key });

export const fetchIpnPage = (api: Caller, pageNumber: number, signal?: AbortSignal) =>
  api.call('ipnList', { pageSize: IPN_PAGE, pageNumber }, { schema: IpnPageSchema, signal, idempotent: true });
export const fetchIpnMessage = async (api: Caller, id: number, signal?: AbortSignal) =>
  (await api.call('ipnGet', { id }, { schema: IpnOneSchema, signal, idempotent: true })).ipnMessage;
export const confirmIpn = (api: Caller, id: number, key: string) =>
  api.call('ipnConfirm', { id }, { schema: IpnConfirmedSchema, idempotencyKey: key });

export const fetchIpnSettings = (api: Caller, signal?: AbortSignal) =>
  api.call('ipnSettingsGet', {}, { schema: IpnSettingsSchema, signal, idempotent: true });
export const saveIpnSettings = (api: Caller, input: { notifyUrl: string; notifyStatusId: number }, key: string) =>
  api.call('ipnSettingsUpdate', { ...input }, { schema: IpnSettingsSchema, idempotencyKey: key });
export const fetchPaymentNotification = (api: Caller, signal?: AbortSignal) =>
  api.call('paymentNotificationSettingsGet', {}, { schema: PaymentNotificationSchema, signal, idempotent: true });
export const savePaymentNotification = (
  api: Caller,
  input: { statusId: number; regenerateSecret: boolean },
  key: string,
) =>
  api.call(
    'paymentNotificationSettingsUpdate',
    { ...input },
    { schema: PaymentNotificationSchema, idempotencyKey: key },
  );
