// The transfers' documents: a batch as the file that was uploaded, and the sample file of each
// mass-transfer type.
import { BATCH_COLUMNS, massColumns } from '@paydeck/transfers/api';
import { toCsv } from '../../files/csv.ts';
import { atScale } from '../../money.ts';

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
      { amount: atScale(row.amount, row.currencyCode) },
      row.currencyCode,
      row.description,
    ]),
  );

/** Mass-transfer types with a sample file, and the columns each expects (the mass upload's: massColumns). */
export const sampleColumns: Record<string, readonly string[]> = {
  ...massColumns,
  // global pay's batch file: exactly the columns its upload reads (global-pay/parse.ts), in that order; the
  // batch's currency is its account's, so no currency column
  global: BATCH_COLUMNS,
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
  branchCode: '3070',
  beneficiaryTaxId: '12345678909',
  accountType: 'checking',
  paymentPurpose: 'goods',
  country: 'BR',
  cardNumber: '5555555555554444',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  network: 'ethereum',
  instantKey: 'joao.silva@example.com.br',
  instantKeyType: 'email',
  beneficiaryCountryCode: 'ES',
  beneficiaryType: 'individual',
};

/**
 * Values of one type that differ from the shared ones: a crypto transfer is priced in a crypto currency; an instant
 * payment to a registered key names neither payee nor bank (the directory does); interac pays in CAD.
 */
const sampleOverrides: Record<string, Record<string, string>> = {
  crypto: { currency: 'ETH' },
  instant: { beneficiaryName: '', bankCode: '' },
  interac: { currency: 'CAD' },
};

export function sampleCsv(type: string): string | undefined {
  const columns = sampleColumns[type];
  if (!columns) return undefined;
  const values = { ...sampleValues, ...sampleOverrides[type] };
  return toCsv([...columns], [columns.map((column) => values[column] ?? '')]);
}
