// Where an external rail sent the money, from what the transfer kept (external_transfers.details): the one account
// line (IBAN, account number, masked card, crypto address, instant key, e-mail or phone) and the bank (name and BIC).
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function externalCounterparty(details: Record<string, unknown>): {
  account: string | null;
  bank: string | null;
} {
  const account =
    text(details.iban) ??
    text(details.accountNumber) ??
    text(details.maskedNumber) ??
    text(details.address) ??
    text(details.instantKey) ??
    text(details.email) ??
    text(details.phone);
  const bankName = text(details.bankName);
  const swift = text(details.swift);
  const bank = bankName && swift ? `${bankName} (${swift})` : (bankName ?? swift);
  return { account, bank };
}
