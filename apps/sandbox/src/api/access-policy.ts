// Who may call each method of the method API: one table, applied by the dispatcher (dispatch.ts) after the
// session and the customer acted for are known and before the payload is validated or the handler runs.
// A refusal answers `13` "Access denied" (no session: AU; acting for a customer without access: ENOA, both
// answered before this table). Handlers keep their own checks as a second line; they never allow more.
//
// The kinds (a company's access rights: 0 none, 1 read, 2 full, 3 initiate, 4 confirmed, 5 uploading):
//   public    no session: sign-in's neighbours, registration, dictionaries, the payee's calls with a payment
//             secret and the representative's with an auth secret (each checks its own secret)
//   self      the signed-in person's own login, security, terms and announcements (any session, right 0 too):
//             acts on the user, never for the customer, and tells who the user is (customerInfo, access info)
//   read      the customer's profile, KYC and company data: rights 1-5 (5 is limited to the company documents)
//   balances  the money area that writes nothing of consequence (balances, history, statements, cards,
//             requests, merchant lists, the lookups of transfer screens): rights 1-4 (balance-info access)
//   upload    KYC and company documents: rights 2-5
//   initiate  moving money and changing money objects (transfers and their quotes, cards, invoices, buttons):
//             rights 2, 3, 4 (the handlers turn a money call of right 3 into a company request)
//   approve   deciding company requests: rights 2 and 4
//   full      every other change of the customer (KYC data, company info, users, merchant keys, webhooks, IPN
//             and notification settings with their signing secret): right 2
//   admin     the spec's admin actions and overview: admins only
//
// A personal customer acting for themself has right 2 on their own customer: every kind but admin. An admin
// acting for another customer reads only: a `self`, `read` or `balances` method that writes nothing (`readOnly`),
// and the `admin` kind. A partner's session (sei) calls methods that write nothing only. A `sessionOrSecret`
// method called with an auth secret has no session: its handler checks the secret, this table does not apply.
import type { Session } from '../domains/identity/sessions.ts';
import { type Answer, accessDenied } from './answers.ts';
import type { MethodDefinition } from './registry.ts';

export const accessKinds = [
  'public',
  'self',
  'read',
  'balances',
  'upload',
  'initiate',
  'approve',
  'full',
  'admin',
] as const;
export type AccessKind = (typeof accessKinds)[number];

type CompanyKind = Exclude<AccessKind, 'public' | 'self' | 'admin'>;

/** The access rights on the customer acted for that each company kind needs. */
export const rightsFor: Readonly<Record<CompanyKind, readonly number[]>> = {
  read: [1, 2, 3, 4, 5],
  balances: [1, 2, 3, 4],
  upload: [2, 3, 4, 5],
  initiate: [2, 3, 4],
  approve: [2, 4],
  full: [2],
};

/** What an admin acting for another customer may call, when the method writes nothing. */
const adminReads: readonly AccessKind[] = ['self', 'read', 'balances'];

/** The table, by kind (each method once; a new method adds its name to one list). */
const methodsByKind: Readonly<Record<AccessKind, readonly string[]>> = {
  public: [
    // identity, registration
    'activateAccount',
    'businessActivate',
    'resendActivation',
    'passwordChangeRequest',
    'passwordCheckCode',
    'passwordChangeWithCode',
    'emailCheck',
    'personalAccountCreate',
    'businessAccountCreate',
    'businessResolutionSend',
    'businessResolutionGet',
    // dictionaries
    'dictionaryCountries',
    'dictionaryCurrencies',
    'dictionaryTransactionTypes',
    'customerDocumentCategories',
    'customerAddressDocumentTypes',
    'dictionaryBirthCountries',
    'dictionaryPersonalAgreements',
    'dictionaryStates',
    // service/check-urls: a fixed rule on the given addresses, nothing of anyone's
    'serviceCheckUrls',
    'dictionaryOccupation',
    'dictionarySourcesOfFunds',
    'dictionaryPurposesOfAccount',
    'dictionaryEstimatedMonthlyDeposits',
    'dictionaryAdditionalQuestions',
    'dictionaryIndustry',
    // a representative's auth secret
    'representativeFatcaCrsCertificationGet',
    'representativeFatcaCrsCertificationUpdate',
    // a global pay payee's payment secret
    'globalPayPaymentDetails',
    'globalPayPaymentCountries',
    'globalPayPaymentMethods',
    'globalPayPaymentMeta',
    'globalPayExtraParams',
    'globalPayLastWithdrawals',
    'globalPayWithdrawalDetails',
    'globalPayPaymentSubmit',
    'globalPayPaymentApprove',
    'globalPayApprovalResend',
    'globalPayPaymentCancel',
  ],
  self: [
    'customerInfo',
    'customerAccessInfo',
    'termsAccept',
    'legalInfo',
    'agreementDownload',
    'loginHistory',
    'announcementList',
    'announcementGet',
    'announcementAccept',
    'twoStepVerificationSet',
    'twoStepVerificationConfirm',
    'changePassword',
    'changePasswordConfirm',
    'accessIpList',
    'accessIpAdd',
    'accessIpDelete',
    'accessIpModeSet',
    'blackListGet',
    'blackListAdd',
    'blackListDelete',
    'notificationSettingsGet',
    'notificationSettingsSet',
    'usernameChangeRequestGet',
    'usernameChangeRequestCreate',
    'usernameChangeEmailConfirm',
    'usernameChangeRequestDelete',
    // a company user's own phone (acts on the user's own row of the company)
    'businessUserPhoneUpdate',
    'businessUserPhoneConfirm',
  ],
  read: [
    // kyc
    'kycCustomerInfoGet',
    'kycRequestGet',
    'dueDiligenceInfoGet',
    'profileInquiry',
    'emailInquiry',
    'clientIpInfo',
    'addressInquiry',
    'checkPhone',
    'identityInquiry',
    'documentsInquiry',
    'customerLimitReasonGet',
    'paymentEmailList',
    // tax, company
    'personalFatcaCrsCertificationGet',
    'businessFatcaCrsCertificationGet',
    'businessInfoGet',
    'businessDirectorList',
    'businessShareholderList',
    'businessUltimateOwnerList',
    'businessRepresentativeInfoGet',
    'businessUserList',
    'businessAccessRightsList',
    'businessPotentialUsers',
    'businessAuthorisedUserGet',
    'businessDeclarationsGet',
    'businessProhibitedEscortStatementGet',
    // the header's badge: answers 0 to anyone who does not decide requests
    'businessNotificationsCount',
    // the PDF generator: a contract with any right; a proof, an invoice or an account letter with balance rights
    // (1-4), checked by its handler (receipts/documents.ts)
    'pdfGenerate',
  ],
  balances: [
    // accounts, statements
    'balanceInquiry',
    'customerCurrencyAccountsAvailable',
    'transactionHistory',
    'statementTotals',
    'exportBuild',
    'exportStatus',
    'exportSend',
    'exportList',
    'accountConfirmation',
    'paymentInstructionList',
    'paymentInstructionSetViewed',
    'defaultExchangeRates',
    'currentAccountAuthorizationList',
    'debitCardAuthorizationList',
    // cards
    'cardInfo',
    'cardActivationData',
    'applyForCardInfo',
    'addressReplacementCompatibilityCheck',
    'cardBlockedBins',
    'binInfo',
    'externalCardList',
    // transfers: lists and lookups
    'customerLimits',
    'transferExchangeRate',
    'recentTransfers',
    'recentTransferDetails',
    'p2pBeneficiaryList',
    'preapprovedPaymentList',
    'batchTransferList',
    'batchFileView',
    'massSampleLinkList',
    'cryptoFee',
    'availableTransfersToCountry',
    'bankList',
    'instantBankList',
    'transferExtraParams',
    'eftBranchOptions',
    'swiftDictionary',
    'ibanDictionary',
    'instantKeyInfo',
    'paymentTemplateList',
    'globalPayBatchDetails',
    'globalPayBatchStatus',
    'globalPayGlobalSummary',
    'globalPayCountriesMethods',
    'globalPayCountryMethodDetails',
    // invoices, merchant lists
    'invoiceListReceived',
    'invoiceListSent',
    'invoiceGet',
    'buttonList',
    'buttonGet',
    'logoList',
    'logoGet',
    'subscriberList',
    'installmentList',
    'reputationList',
    'identityVerificationFee',
    'identityVerificationList',
    'ipnList',
    'ipnGet',
  ],
  upload: [
    'confirmAddress',
    'confirmResidence',
    'identityDocumentCreate',
    'customerLimitReasonDocumentUpload',
    'identityVerificationStart',
    'customerVerificationSend',
    'customerIdentityVerificationStart',
    'identityJobCreate',
    'identityJobComplete',
    'businessDocumentUpload',
    'businessSourceOfWealthUpload',
    'businessIdentityDocumentCreate',
    'businessRepresentativeAddressCreate',
    'businessRepresentativeControlDocumentUpload',
  ],
  initiate: [
    // accounts, cards
    'addCurrency',
    'createWallet',
    'cardPause',
    'cardUnpause',
    'cardBlock',
    'cardSetAliasName',
    'cardEnroll',
    'cardChangePin',
    'cardShowPin',
    'cardGetPin',
    'cardVirtualDetails',
    'cardReissue',
    'cardReissueUpgradeShipping',
    'cardActivate',
    'cardLoad',
    'cardApply',
    'externalCardAdd',
    'externalCardConfirm',
    // transfers, their quotes and the payer's own code
    'transferBetweenAccounts',
    'transferBetweenAccountsFee',
    'transferMaxAmount',
    'checkPayee',
    'p2pFee',
    'p2pTransferFunds',
    'transferApprove',
    'transferSmsRetry',
    'preapprovedPaymentCancel',
    'transferOct',
    'transferWire',
    'transferEft',
    'transferCryptoEft',
    'transferInstant',
    'transferInterac',
    'transferOctFee',
    'transferWireFee',
    'transferEftFee',
    'transferCryptoEftFee',
    'transferInstantFee',
    'transferInteracFee',
    'transferWireMass',
    'transferEftMass',
    'transferOctMass',
    'transferCryptoEftMass',
    'transferInstantMass',
    'transferInteracMass',
    'p2pMassTransfer',
    // global pay batches
    'globalPayBatchUpload',
    'globalPayBatchCancel',
    'globalPayPaymentAdd',
    'globalPayPaymentUpdate',
    'globalPayPaymentFullUpdate',
    'globalPayPaymentRemove',
    'globalPayPaymentRestore',
    'globalPayPaymentSetAmount',
    'globalPayPaymentSetFeeSide',
    'globalPayPaymentSetMethodForbidden',
    'globalPayBatchSubmit',
    // invoices, merchant
    'invoiceCreate',
    'invoiceReject',
    'invoicePay',
    'invoiceFundingCreate',
    'buttonCreate',
    'buttonUpdate',
    'buttonDelete',
    'logoCreate',
    'logoUpdate',
    'logoDelete',
    'subscriptionCancel',
    'identityVerificationCreate',
  ],
  approve: [
    'businessTransactionRequestList',
    'businessTransactionRequestApprove',
    'businessTransactionRequestConfirm',
    'businessMassTransactionRequestApprove',
  ],
  full: [
    // contracts: the payer's signer identification, a contract action (the contracts service's `full`)
    'splitPaySignerIdentificationStart',
    // kyc
    'kycInfoUpdate',
    'kycPersonalInfoUpdate',
    'customerTaxNumberUpdate',
    'customerAddressCreate',
    'customerAddressReplace',
    'addressConfirm',
    'addressDelete',
    'phoneAdd',
    'phoneReplace',
    'phoneVerificationSend',
    'phoneConfirm',
    'paymentEmailAdd',
    'paymentEmailDelete',
    'paymentEmailSetPrimary',
    'paymentEmailConfirmRequest',
    'paymentEmailConfirm',
    'paymentEmailLinkAccounts',
    // tax (the W-form and loss-of-nationality uploads sign for the customer)
    'personalFatcaCrsCertificationUpdate',
    'businessFatcaCrsCertificationUpdate',
    'wFormUpload',
    'certificateOfLossOfNationalityUpload',
    // company
    'businessInfoUpdate',
    'businessFinancialDetailUpdate',
    'businessDueDiligenceUpdate',
    'businessAdditionalQuestionsUpdate',
    'businessAuthorisedUserCreate',
    'businessAuthorisedUserResend',
    'businessUserAccessRightsUpdate',
    'businessDeclarationsSend',
    'businessProhibitedEscortStatementSend',
    // merchant: API keys and log, allowed IPs, webhooks and their log, IPN and payment-notification settings
    'apiKeyCreate',
    'apiKeyList',
    'apiKeyUpdate',
    'apiKeyDelete',
    'apiRequestList',
    'allowedIpCreate',
    'allowedIpList',
    'allowedIpUpdate',
    'allowedIpDelete',
    'webhookCreate',
    'webhookList',
    'webhookUpdate',
    'webhookDelete',
    'webhookPing',
    'webhookRequestList',
    'ipnSettingsGet',
    'ipnSettingsUpdate',
    'paymentNotificationSettingsGet',
    'paymentNotificationSettingsUpdate',
    'ipnConfirm',
    'ipnResend',
  ],
  admin: ['adminOverviewGet', 'adminDocumentAssign', 'adminDocumentRemove', 'businessRepresentativeDelete'],
};

function tableOf(byKind: Readonly<Record<AccessKind, readonly string[]>>): ReadonlyMap<string, AccessKind> {
  const table = new Map<string, AccessKind>();
  for (const kind of accessKinds) {
    for (const name of byKind[kind]) {
      const before = table.get(name);
      if (before) throw new Error(`Access policy: ${name} is both ${before} and ${kind}`);
      table.set(name, kind);
    }
  }
  return table;
}

/** Method name -> who may call it. */
export const accessPolicy: ReadonlyMap<string, AccessKind> = tableOf(methodsByKind);

/** The customer a session call acts for (dispatch's resolveCustomer). */
export interface ActingFor {
  customerId: number;
  accessRights: number;
}

/** Whether the table lets this session call a method of `kind` for the customer acted for. */
export function policyAllows(
  kind: AccessKind,
  method: Pick<MethodDefinition, 'readOnly'>,
  session: Pick<Session, 'client' | 'isAdmin' | 'customerId'>,
  acting: ActingFor,
): boolean {
  if (kind === 'public') return true;
  if (session.client === 'sei' && !method.readOnly) return false;
  if (kind === 'admin') return session.isAdmin;
  if (session.isAdmin && acting.customerId !== session.customerId) {
    return method.readOnly === true && adminReads.includes(kind);
  }
  if (kind === 'self') return true;
  return rightsFor[kind].includes(acting.accessRights);
}

/** `13` when the table refuses the call, or when the method has no line in it (never allowed by default). */
export function policyRefusal(
  method: MethodDefinition,
  session: Pick<Session, 'client' | 'isAdmin' | 'customerId'>,
  acting: ActingFor,
): Answer | undefined {
  const kind = accessPolicy.get(method.name);
  return kind && policyAllows(kind, method, session, acting) ? undefined : accessDenied();
}
