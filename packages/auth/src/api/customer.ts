import { type ApiClient, type Term, TermSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import type { LandingAccess, LandingCustomer } from '../model/landing';
import { PERSONAL_CUSTOMER } from '../model/landing';
import { permissionFlagsFrom, type PermissionFlags } from '../model/permissions';
import type { CustomerSummary } from '../session/store';
import { Flag, Id, Names, Text } from './schemas';

/** Customer info (identity spec 3). Lenient on types, strict on what the app relies on. */
export const CustomerSchema = v.object({
  userId: Id,
  customerId: Id,
  login: v.string(),
  firstName: v.optional(v.string(), ''),
  lastName: v.optional(v.string(), ''),
  businessName: Text,
  customerType: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number)),
  transactionApproveMode: Text,
  login2faMode: Text,
  isAdmin: Flag,
  isHaveRelatedAccounts: Flag,
  useOldWeb: Flag,
  oldWebUrl: Text,
  birthDay: Text,
  customerCreationDate: Text,
  residenceCountryCode: Text,
  taxId: Text,
  permissions: Names,
  verified: Flag,
  limited: Flag,
  dueDiligenceLevel: v.optional(v.nullable(v.number())),
  isNeedPersonalInfoUpdate: Flag,
  isNeedKyc: Flag,
  isFatcaActionRequired: Flag,
  secondFactor: Text,
  userType: v.optional(v.nullable(v.number())),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** Customer info's answer (identity spec 7.2: responseCode, customer, terms). */
export const CustomerInfoSchema = v.object({
  responseCode: v.string(),
  customer: CustomerSchema,
  terms: v.optional(v.array(TermSchema), []),
});
export type CustomerInfo = v.InferOutput<typeof CustomerInfoSchema>;

export function fetchCustomerInfo(api: ApiClient, signal?: AbortSignal): Promise<CustomerInfo> {
  return api.call('customerInfo', {}, { schema: CustomerInfoSchema, signal, idempotent: true });
}

/** A term's `value` says whether it is accepted; the wire sends it as a boolean, 1/0 or 'true'/'false'. */
const accepted = (value: Term['value']) => value === true || value === 1 || value === '1' || value === 'true';

/** The terms of a success answer still to accept (a bank may list them there rather than answer TE). */
export const termsToAccept = (terms: readonly Term[]): Term[] => terms.filter((term) => !accepted(term.value));

/** "any value but 'no' means two-step is on" (identity spec 3). */
export const isTwoStepOn = (login2faMode: string | null | undefined) => !!login2faMode && login2faMode !== 'no';

export const isBusiness = (customer: Pick<Customer, 'customerType'>) => customer.customerType !== PERSONAL_CUSTOMER;

export function customerSummary(customer: Customer): CustomerSummary {
  return {
    userId: customer.userId,
    customerId: customer.customerId,
    login: customer.login,
    firstName: customer.firstName,
    lastName: customer.lastName,
    businessName: customer.businessName,
    customerType: customer.customerType,
    isAdmin: customer.isAdmin,
    isHaveRelatedAccounts: customer.isHaveRelatedAccounts,
    isNeedKyc: customer.isNeedKyc,
    verified: customer.verified,
    limited: customer.limited,
    login2faMode: customer.login2faMode,
  };
}

/** Business permissions come from customer info, for non-personal customers only (identity spec 6). */
export const customerPermissions = (customer: Customer): PermissionFlags =>
  permissionFlagsFrom(isBusiness(customer) ? customer.permissions : []);

export const landingCustomer = (customer: Customer): LandingCustomer => customer;

/** Customer access info (identity spec 3) of the customer acted for. */
export const AccessEntrySchema = v.object({
  customerId: v.pipe(Id, v.transform(Number)),
  businessName: Text,
  customerType: v.optional(v.number()),
  accessRights: v.number(),
  verified: Flag,
});
export type AccessEntry = v.InferOutput<typeof AccessEntrySchema>;

export const AccessInfoSchema = v.object({
  responseCode: v.string(),
  customerId: v.optional(Id),
  permissions: Names,
  accessRights: v.number(),
  accessList: v.optional(v.array(AccessEntrySchema), []),
  businessRepresentativePositionIds: v.optional(v.array(v.number()), []),
  isNeedKyc: Flag,
  taxResidencySelfCertificationDocumentStatus: Text,
});
export type AccessInfo = v.InferOutput<typeof AccessInfoSchema>;

export function fetchAccessInfo(
  api: ApiClient,
  fromCustomerId: number | null,
  signal?: AbortSignal,
): Promise<AccessInfo> {
  return api.call(
    'customerAccessInfo',
    {},
    { schema: AccessInfoSchema, fromCustomerId: fromCustomerId ?? undefined, signal, idempotent: true },
  );
}

export const landingAccess = (access: AccessInfo): LandingAccess => access;
