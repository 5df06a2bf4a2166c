// Payment e-mails and the username change (WIRE.md "Payment e-mails and username change").
import * as v from 'valibot';
import type { Caller } from './profile';
import { Id } from './schemas';

export const paymentEmailStatuses = ['Primary', 'Active', 'Unconfirmed'] as const;
export const PaymentEmailSchema = v.object({
  id: Id,
  emailAddress: v.string(),
  status: v.picklist(paymentEmailStatuses),
  confirmed: v.boolean(),
  accountIds: v.array(Id),
});
export type PaymentEmail = v.InferOutput<typeof PaymentEmailSchema>;
const EmailsAnswer = v.object({ emails: v.array(PaymentEmailSchema) });
const EmailAnswer = v.object({ email: PaymentEmailSchema });
const Empty = v.object({});

export const fetchPaymentEmails = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('paymentEmailList', {}, { schema: EmailsAnswer, signal, idempotent: true })).emails;
export const addPaymentEmail = async (api: Caller, emailAddress: string) =>
  (await api.call('paymentEmailAdd', { emailAddress }, { schema: EmailAnswer })).email;
export const deletePaymentEmail = async (api: Caller, emailId: number): Promise<void> => {
  await api.call('paymentEmailDelete', { emailId }, { schema: Empty });
};
export const setPrimaryPaymentEmail = async (api: Caller, emailId: number) =>
  (await api.call('paymentEmailSetPrimary', { emailId }, { schema: EmailsAnswer })).emails;
export const requestPaymentEmailCode = async (api: Caller, emailId: number): Promise<void> => {
  await api.call('paymentEmailConfirmRequest', { emailId }, { schema: Empty });
};
export const confirmPaymentEmail = async (api: Caller, emailId: number, confirmationCode: string) =>
  (await api.call('paymentEmailConfirm', { emailId, confirmationCode }, { schema: EmailAnswer })).email;
export const linkPaymentEmailAccounts = async (api: Caller, emailId: number, accountIds: number[]) =>
  (await api.call('paymentEmailLinkAccounts', { emailId, accountIds }, { schema: EmailAnswer })).email;

export const usernameChangeStatuses = ['active', 'failed', 'pending'] as const;
export const UsernameChangeSchema = v.object({
  requestId: Id,
  desiredUsername: v.string(),
  status: v.picklist(usernameChangeStatuses),
  logs: v.array(v.object({ at: v.string(), status: v.string(), message: v.nullish(v.string(), null) })),
});
export type UsernameChange = v.InferOutput<typeof UsernameChangeSchema>;
const RequestAnswer = v.object({ request: UsernameChangeSchema });

export const fetchUsernameChange = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'usernameChangeRequestGet',
      {},
      { schema: v.object({ request: v.nullable(UsernameChangeSchema) }), signal, idempotent: true },
    )
  ).request;
export const requestUsernameChange = async (api: Caller, desiredUsername: string) =>
  (await api.call('usernameChangeRequestCreate', { desiredUsername }, { schema: RequestAnswer })).request;
export const confirmUsernameChange = async (api: Caller, requestId: number, code: string) =>
  (await api.call('usernameChangeEmailConfirm', { requestId, code }, { schema: RequestAnswer })).request;
export const deleteUsernameChange = async (api: Caller, requestId: number): Promise<void> => {
  await api.call('usernameChangeRequestDelete', { requestId }, { schema: Empty });
};
