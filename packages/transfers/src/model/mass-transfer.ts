// Mass transfers (payments.md 2 transfer/mass/{wire|eft|oct|digital}, transfer/mass/p2p; 3 "Payment meta"; 5
// "Mass transfer input"; 6 "Mass sending"; 7 "Mass transfer variants", p2p "mass transfer"). The rails with a
// mass upload screen, their route segment, wire method and the columns of their file (the sandbox's sample
// files have exactly these columns; MASS-WIRE.md "Mass transfers"). Global pay is its own flow (global-pay.ts).
// Instant and interac are the spec's mass rails of 6 and 7 without a route of 2: their segments are named here.
import type { Rail } from './rails';

export const massTransferRails = ['wire', 'eft', 'oct', 'crypto', 'instant', 'interac', 'p2p'] as const;
export type MassTransferRail = (typeof massTransferRails)[number];

/** The route segment of each rail: transfer/mass/<segment> (crypto is the spec's "digital"). */
export const massRouteSegment = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  crypto: 'digital',
  instant: 'instant',
  interac: 'interac',
  p2p: 'p2p',
} as const satisfies Record<MassTransferRail, string>;
export type MassRouteSegment = (typeof massRouteSegment)[MassTransferRail];

export function massRailOfSegment(segment: string): MassTransferRail | null {
  return massTransferRails.find((rail) => massRouteSegment[rail] === segment) ?? null;
}

/** The wire method of each rail's mass variant (_named here_: the single submit's name + `Mass`). */
export const massMethodOf = {
  wire: 'transferWireMass',
  eft: 'transferEftMass',
  oct: 'transferOctMass',
  crypto: 'transferCryptoEftMass',
  instant: 'transferInstantMass',
  interac: 'transferInteracMass',
  p2p: 'p2pMassTransfer',
} as const satisfies Record<MassTransferRail, string>;

/**
 * The columns of each rail's file, in order (a CSV header, an XLSX's first row; optional in pasted text). The
 * single transfer's extra parameters a country may need travel as columns too (wire's paymentPurpose; EFT's
 * beneficiaryTaxId and accountType for BR, US, CA), left empty where the country does not ask them. Instant: the
 * key's type and the key (a bank account key, type `account`, needs bankCode and names the payee in beneficiaryName);
 * interac: an e-mail or a phone, exactly one. Where the rail fixes the currency (fixedCurrency: interac CAD, instant
 * to GB GBP) the currency cell is that one or empty.
 */
export const massColumns = {
  p2p: ['email', 'amount', 'currency', 'description'],
  wire: ['beneficiaryName', 'iban', 'swift', 'bankCountry', 'paymentPurpose', 'amount', 'currency', 'description'],
  eft: [
    'beneficiaryName',
    'accountNumber',
    'bankCode',
    'branchCode',
    'country',
    'beneficiaryTaxId',
    'accountType',
    'amount',
    'currency',
    'description',
  ],
  oct: ['cardHolderName', 'cardNumber', 'amount', 'currency', 'description'],
  crypto: ['walletAddress', 'network', 'amount', 'currency', 'description'],
  instant: [
    'beneficiaryName',
    'instantKeyType',
    'instantKey',
    'taxId',
    'bankCode',
    'country',
    'amount',
    'currency',
    'description',
  ],
  interac: ['beneficiaryName', 'email', 'phone', 'amount', 'currency', 'description'],
} as const satisfies Record<MassTransferRail, readonly string[]>;

/** The columns that go to the submit's `options.extraParams` (the single transfer's grouped extras). */
export const massGroupedColumns: readonly string[] = ['paymentPurpose', 'accountType'];

/** The rails a session may send in mass, from the permission rule of payments.md 6 (rails.ts allowedMassRails). */
export const massTransferRailsAllowed = (allowed: readonly Rail[]): MassTransferRail[] =>
  massTransferRails.filter((rail) => allowed.includes(rail));

/** At most this many characters of pasted text (the same rows a file may hold, comfortably). */
export const MAX_MASS_TEXT_CHARS = 200_000;
