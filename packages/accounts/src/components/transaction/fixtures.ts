// Sample transactions for the sheet's stories (no server): shaped exactly as TransactionDetailsSchema parses them.
import type { TransactionDetails } from '../../api/transaction';

/** A wire to another bank in another currency: fee, rate, what arrives, the IBAN and bank. */
export const sampleWire: TransactionDetails = {
  transactionId: 131,
  dateTime: '2026-11-04T14:22:05Z',
  typeId: 3,
  type: 'wire',
  operationType: 'Wire transfer',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  amount: '420.00',
  currencyCode: 'EUR',
  fee: '3.50',
  exchangeRate: '1.08',
  toAmount: '453.60',
  toCurrencyCode: 'USD',
  description: 'Invoice 2026-114',
  reference: 'INV-114',
  account: { accountId: 11, accountNumber: 'PD0000000011' },
  counterparty: {
    name: 'Hans Müller',
    email: null,
    account: 'DE94500700100123456789',
    bank: 'Deutsche Bank AG (DEUTDEFF)',
  },
  approval: {
    operationId: 'op_7Hq2xYkP0aLm3Vn9sRt4Ue',
    approveType: 'none',
    status: 'approved',
    initiatedBy: 'Anna Novak',
    decidedBy: null,
    expiresAt: null,
  },
  feeTransactionId: 132,
  batchId: null,
  isDisabled: false,
};

/** A company request waiting for the approvers: the amount is held. */
export const sampleHeldRequest: TransactionDetails = {
  ...sampleWire,
  transactionId: 140,
  type: 'p2p',
  typeId: 2,
  operationType: 'Person to person',
  statusId: 41,
  status: 'processing',
  amount: '1250.00',
  fee: '6.25',
  exchangeRate: '1',
  toAmount: '1250.00',
  toCurrencyCode: 'EUR',
  description: 'Studio rent, December',
  reference: null,
  counterparty: { name: 'Marta Lopez', email: 'marta.lopez@example.com', account: 'PD0000000057', bank: null },
  approval: {
    operationId: 'op_Zb81kQ0sPr3mWc5nTy7Lx2',
    approveType: 'company',
    status: 'waiting',
    initiatedBy: 'Erin Walsh',
    decidedBy: null,
    expiresAt: null,
  },
  feeTransactionId: 141,
};

/** Money received from another customer. */
export const sampleIncoming: TransactionDetails = {
  ...sampleWire,
  transactionId: 150,
  type: 'p2p',
  typeId: 2,
  operationType: 'Person to person',
  direction: 'incoming',
  amount: '75.00',
  fee: '0.00',
  exchangeRate: '1',
  toAmount: '75.00',
  toCurrencyCode: 'EUR',
  description: 'Concert tickets',
  reference: null,
  counterparty: { name: 'Олена Коваль', email: null, account: 'PD0000000042', bank: null },
  approval: null,
  feeTransactionId: null,
};

/** Between two of the customer's own accounts, converted. */
export const sampleOwnTransfer: TransactionDetails = {
  ...sampleWire,
  transactionId: 160,
  type: 'betweenAccounts',
  typeId: 1,
  operationType: 'Transfer between accounts',
  direction: 'own',
  amount: '100.00',
  fee: '0.00',
  toAmount: '108.00',
  description: 'Transfer between own accounts',
  reference: null,
  counterparty: { name: null, email: null, account: 'PD0000000012', bank: null },
  feeTransactionId: null,
};
