// What the external form is given: the page's lookups as Loadables (null: not asked, its inputs are
// incomplete) and the on-demand dictionary lookups as promises (the page caches them).
import type { Account, Loadable } from '@paydeck/accounts';
import type { PaymentTemplate, PayoutCard } from '../../api/external-beneficiaries';
import type { Bank, Choice, ExtraParamsAnswer, IbanBank, InstantInfo, SwiftBank } from '../../api/external-lookups';
import type { ExternalFee, ExternalFeeRequest, ExternalInputs } from '../../api/external-transfers';
import type { Limit, MaxAmount } from '../../api/own-accounts';
import type { ExternalRail } from '../../model/external';
import type { ExternalValues } from './values';

export interface ExternalData {
  templates: Loadable<PaymentTemplate[]>;
  payoutCards: Loadable<PayoutCard[]>;
  blockedBins: Loadable<string[]>;
  /** EFT: `bankList`; instant: `instantBankList`. */
  banks: Loadable<Bank[]> | null;
  /** EFT: the branches of the chosen bank (`eftBranchOptions`); null until a bank is chosen. */
  branches: Loadable<Choice[]> | null;
  extraParams: Loadable<ExtraParamsAnswer>;
  fee: Loadable<ExternalFee> | null;
  /**
   * What `fee` was asked for. The page asks once typing pauses, so for a moment the fee may be another amount's
   * (or account's): the summary and the review show it only when it answers the values on screen.
   */
  feeFor: ExternalFeeRequest | null;
  /** crypto: the network's fee. */
  networkFee: Loadable<ExternalFee> | null;
  max: Loadable<MaxAmount> | null;
  limits: Loadable<Limit[]> | null;
}

export interface ExternalLookups {
  swift: (swift: string) => Promise<SwiftBank | null>;
  iban: (iban: string) => Promise<IbanBank | null>;
  instantKey: (payload: { taxId?: string; instantKey: string; instantKeyType: string }) => Promise<InstantInfo>;
}

export interface Country {
  code: string;
  name: string;
}

export interface ExternalFormProps {
  rail: ExternalRail;
  countryCode: string;
  /** Every country by its name in the interface language (ui's `countries`), for the bank's country. */
  countries: readonly Country[];
  /** The open payment accounts (at least one). */
  accounts: Account[];
  data: ExternalData;
  lookups: ExternalLookups;
  onValuesChange: (values: ExternalValues) => void;
  /** Where the form starts (a saved beneficiary, a transfer to repeat); the rest is empty. */
  initialValues?: Partial<ExternalValues>;
  /** The confirm of the review: the rail's submit; a refusal (ApiError) is shown at its fields. */
  onSubmit: <R extends ExternalRail>(rail: R, input: ExternalInputs[R]) => Promise<unknown>;
}
