// The external rails' rules (payments.md 5, 6, 7; WIRE.md "External transfers"), shared by the screen and
// the sandbox: the wire names of the transfer types, which rails a session may use for a country, the EFT
// bank and branch code rule, the template rule, and where an extra parameter goes in a submit.
import { flagFor, type Rail, type RailFlag, type Recipient } from './rails';

export const externalRails = ['oct', 'wire', 'eft', 'crypto', 'instant', 'interac'] as const;
export type ExternalRail = (typeof externalRails)[number];

/** The wire's `transferType` of each rail (payments.md 9: the external recent list's types). */
export const transferTypeOf = {
  oct: 'oct',
  wire: 'wire',
  eft: 'eft',
  crypto: 'crypto_eft',
  instant: 'instant_payment',
  interac: 'interac',
} as const satisfies Record<ExternalRail, string>;
export type TransferType = (typeof transferTypeOf)[ExternalRail];
export const transferTypes = Object.values(transferTypeOf) as TransferType[];

export function railOfTransferType(type: string): ExternalRail | null {
  return externalRails.find((rail) => transferTypeOf[rail] === type) ?? null;
}

/**
 * The external rails offered: the session's flag allows it (`has`, auth's usePermissions().has; to the person's own
 * account the withdrawal's flag, to someone else's the sending one) AND the country's `availableTransfersToCountry`
 * lists its transfer type. Unknown types are ignored; order is ours.
 */
export function externalRailsFor(
  has: (flag: RailFlag) => boolean,
  availableTypes: readonly string[],
  recipient: Recipient = 'others',
): ExternalRail[] {
  const available = new Set(availableTypes);
  return externalRails.filter((rail) => {
    const flag = flagFor(rail as Rail, recipient);
    return (flag === null || has(flag)) && available.has(transferTypeOf[rail]);
  });
}

/** Whom the session may send external transfers to: someone else, their own account elsewhere, both, or none. */
export function externalRecipients(has: (flag: RailFlag) => boolean): Recipient[] {
  const any = (recipient: Recipient) =>
    externalRails.some((rail) => {
      const flag = flagFor(rail as Rail, recipient);
      return flag === null || has(flag);
    });
  return (['others', 'own'] as const).filter(any);
}

/** Countries whose banks are addressed by bank code AND branch code (payments.md 5, "In EFT"). */
export const bankAndBranchCountries = ['BR', 'JP', 'HK', 'LK'] as const;

export function needsBankAndBranchCode(countryCode: string | null | undefined): boolean {
  return (bankAndBranchCountries as readonly string[]).includes((countryCode ?? '').trim().toUpperCase());
}

export type CodeProblem = { param: 'bankCode' | 'branchCode'; description: 'is required' };

/**
 * The missing codes of an EFT (or a wire: WIRE.md, decided) to a bank of `countryCode`: bank code and
 * branch code for BR, JP, HK and LK; nothing elsewhere. Blank text counts as missing.
 */
export function bankCodeProblems(input: {
  countryCode: string | null | undefined;
  bankCode?: string | null;
  branchCode?: string | null;
}): CodeProblem[] {
  if (!needsBankAndBranchCode(input.countryCode)) return [];
  const missing = (value: string | null | undefined) => (value ?? '').trim() === '';
  const problems: CodeProblem[] = [];
  if (missing(input.bankCode)) problems.push({ param: 'bankCode', description: 'is required' });
  if (missing(input.branchCode)) problems.push({ param: 'branchCode', description: 'is required' });
  return problems;
}

/**
 * The currency a rail delivers in when the rail fixes it: interac CAD, Faster Payments (instant to GB) GBP;
 * else null (the beneficiary's currency, or the paying account's).
 */
export function fixedCurrency(rail: ExternalRail, countryCode: string | null | undefined): string | null {
  if (rail === 'interac') return 'CAD';
  if (rail === 'instant' && (countryCode ?? '').toUpperCase() === 'GB') return 'GBP';
  return null;
}

/** Payment template statuses (wireStatus, eftStatus) that make it a usable beneficiary (payments.md 5). */
export const usableTemplateStatuses = [1, 2] as const;

export interface TemplateStatuses {
  wireStatus: number | null;
  eftStatus: number | null;
}

/** The rail a template may be used for: wire when its wireStatus is 1 or 2, else EFT when its eftStatus is. */
export function templateRail(template: TemplateStatuses): 'wire' | 'eft' | null {
  const usable = (status: number | null) => status === 1 || status === 2;
  if (usable(template.wireStatus)) return 'wire';
  if (usable(template.eftStatus)) return 'eft';
  return null;
}

/** The templates usable for a rail (only wire or EFT templates with status 1 or 2). */
export function usableTemplates<T extends TemplateStatuses>(templates: readonly T[], rail: ExternalRail): T[] {
  const statusOf = (template: T) =>
    rail === 'wire' ? template.wireStatus : rail === 'eft' ? template.eftStatus : null;
  return templates.filter((template) => {
    const status = statusOf(template);
    return status === 1 || status === 2;
  });
}

export interface ExtraParamPlacement {
  name: string;
  /** True for a parameter the answer listed under `options.extraParams`. */
  grouped: boolean;
}

export interface PlacedExtraParams {
  top: Record<string, string>;
  options?: { extraParams: Record<string, string> };
}

/**
 * Where each extra parameter's value goes in a submit: a parameter listed at the answer's top level is a
 * top-level payload field; one listed under `options.extraParams` goes to the payload's
 * `options.extraParams` object. Blank values and names the answer did not list are left out; `options` only
 * when something goes there. A name listed in both places counts as top level.
 */
export function placeExtraParams(
  definitions: readonly ExtraParamPlacement[],
  values: Readonly<Record<string, string | null | undefined>>,
): PlacedExtraParams {
  const top: Record<string, string> = {};
  const grouped: Record<string, string> = {};
  const topNames = new Set(definitions.filter((d) => !d.grouped).map((d) => d.name));
  for (const definition of definitions) {
    const value = (values[definition.name] ?? '').trim();
    if (value === '') continue;
    if (topNames.has(definition.name)) top[definition.name] = value;
    else grouped[definition.name] = value;
  }
  return Object.keys(grouped).length > 0 ? { top, options: { extraParams: grouped } } : { top };
}

/** The placement list of an `transferExtraParams` answer (top-level list first, then the grouped one). */
export function extraParamPlacements(answer: {
  extraParams: readonly { name: string }[];
  options: { extraParams: readonly { name: string }[] };
}): ExtraParamPlacement[] {
  return [
    ...answer.extraParams.map((p) => ({ name: p.name, grouped: false })),
    ...answer.options.extraParams.map((p) => ({ name: p.name, grouped: true })),
  ];
}
