// The transfers' documents: a batch as the file that was uploaded, and the sample file of each
// mass-transfer type.
import { toCsv } from '../../files/csv.ts';

export interface BatchFileRow {
  beneficiaryName: string;
  beneficiaryEmail: string | null;
  amount: string;
  currencyCode: string;
  description: string;
}

/** A batch as the file that was uploaded. */
export const batchCsv = (rows: BatchFileRow[]) =>
  toCsv(
    ['beneficiaryName', 'beneficiaryEmail', 'amount', 'currency', 'description'],
    rows.map((row) => [
      row.beneficiaryName,
      row.beneficiaryEmail ?? '',
      { amount: row.amount },
      row.currencyCode,
      row.description,
    ]),
  );

/** Mass-transfer types with a sample file, and the columns each expects. */
export const sampleColumns: Record<string, string[]> = {
  p2p: ['email', 'amount', 'currency', 'description'],
  wire: ['beneficiaryName', 'iban', 'swift', 'bankCountry', 'amount', 'currency', 'description'],
  eft: ['beneficiaryName', 'accountNumber', 'bankCode', 'branchCode', 'country', 'amount', 'currency', 'description'],
  oct: ['cardHolderName', 'cardNumber', 'amount', 'currency', 'description'],
  crypto: ['walletAddress', 'network', 'amount', 'currency', 'description'],
  instant: ['beneficiaryName', 'instantKey', 'instantKeyType', 'country', 'amount', 'currency', 'description'],
  interac: ['beneficiaryName', 'email', 'amount', 'currency', 'description'],
  global: [
    'beneficiaryName',
    'beneficiaryEmail',
    'beneficiaryCountryCode',
    'beneficiaryType',
    'amount',
    'currency',
    'description',
  ],
};

const sampleValues: Record<string, string> = {
  email: 'marta.lopez@example.com',
  beneficiaryEmail: 'marta.lopez@example.com',
  amount: '25.00',
  currency: 'EUR',
  description: 'Invoice 1042',
  beneficiaryName: 'Marta Lopez',
  cardHolderName: 'Marta Lopez',
  iban: 'DE89370400440532013000',
  swift: 'COBADEFFXXX',
  bankCountry: 'DE',
  accountNumber: '000123456789',
  bankCode: '001',
  branchCode: '0001',
  country: 'BR',
  cardNumber: '4111111111111111',
  walletAddress: '0x0000000000000000000000000000000000000000',
  network: 'ERC20',
  instantKey: 'marta.lopez@example.com',
  instantKeyType: 'email',
  beneficiaryCountryCode: 'ES',
  beneficiaryType: 'personal',
};

export function sampleCsv(type: string): string | undefined {
  const columns = sampleColumns[type];
  if (!columns) return undefined;
  return toCsv(columns, [columns.map((column) => sampleValues[column] ?? '')]);
}
