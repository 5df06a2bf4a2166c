// Numeric codes of accounts, cards and transactions (spec: payments.md 3 and 4; the transaction
// status ids are the sandbox's choice, aligned with the spec's document and card status ids).

export const AccountType = { payment: 1001, prepaidCard: 4001, receiving: 4002, system: 9001 } as const;
export const AccountStatus = { active: 2, closed: 11 } as const;
export const CardStatus = { submitted: 0, active: 2, canceled: 4, expired: 38, paused: 71, fraud: 18 } as const;

export const TxStatus = { completed: 2, canceled: 4, pending: 23, rejected: 26, processing: 41 } as const;
export const txStatusName: Record<number, string> = {
  [TxStatus.completed]: 'completed',
  [TxStatus.canceled]: 'canceled',
  [TxStatus.pending]: 'pending',
  [TxStatus.rejected]: 'rejected',
  [TxStatus.processing]: 'processing',
};

/**
 * The bank's own accounts, one per purpose and currency. `suspense` holds the payee's credit of a transaction that
 * waits for an approval (held-money.ts): debited from the payer, nobody's to spend until it is decided.
 */
export type SystemPurpose = 'clearing' | 'fx' | 'fees' | 'suspense';
