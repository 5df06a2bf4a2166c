import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Account,
  type Loadable,
  LoadableView,
  openPaymentAccounts,
  pageLayout as layout,
} from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import type { PaymentTemplate } from '../../api/external-beneficiaries';
import type { ExternalInputs, ExternalTransferResult } from '../../api/external-transfers';
import type { ExternalRail } from '../../model/external';
import type { PopupOutcome } from '../send-steps/outcome-state';
import { useSentTransfer } from '../send-steps/useSentTransfer';
import { CountryRailPicker, type CountryRailPickerProps } from './CountryRailPicker';
import { ExternalForm } from './ExternalForm';
import { ExternalResult } from './ExternalResult';
import { SavedBeneficiaries } from './SavedBeneficiaries';
import { RecipientChoice } from './RecipientChoice';
import type { Recipient } from '../../model/rails';
import type { ExternalFormProps } from './types';

export interface ExternalScreenProps extends CountryRailPickerProps {
  /** The session's flags allow at least one external rail. */
  allowed: boolean;
  accounts: Loadable<Account[]>;
  onRetryAccounts: () => void;
  /** The form's props once a country and a rail are chosen. */
  form: Omit<ExternalFormProps, 'accounts' | 'rail' | 'countryCode' | 'countries' | 'onSubmit'>;
  /** The confirm of the review: the rail's submit (one Idempotency-Key per intent, kept by the page). */
  onSubmit: <R extends ExternalRail>(rail: R, input: ExternalInputs[R]) => Promise<ExternalTransferResult>;
  /** The company access right acted with (3 only initiates: "Transaction created"). */
  accessRight: number | null;
  /**
   * The approval popup, opened after the confirm only when the approval mode asks for a second factor
   * (payments.md 4); it reports once, decided or closed undecided. Without it (stories) the outcome shows at once.
   */
  approval?: (result: ExternalTransferResult, onOutcome: (outcome: PopupOutcome) => void) => ReactNode;
  /** The confirmed intent is over ("make another transfer", "try again"): the page starts a new one. */
  onAgain: () => void;
  /** The usable saved beneficiaries, offered before the country (choosing one opens its rail, filled). */
  saved?: { templates: readonly PaymentTemplate[]; onPick: (template: PaymentTemplate) => void } | null;
  /** Above the form, until another transfer is started (a transfer to repeat and what to check in it). */
  notice?: ReactNode;
  /** A result to start with (stories). */
  initialResult?: ExternalTransferResult | null;
  /** Whose account it goes to (someone else's or the person's own), when the session may send to both. */
  recipientChoice?: { value: Recipient; onChange: (recipient: Recipient) => void } | null;
}

/**
 * transfer/external: to a card, a bank abroad (wire, EFT), a crypto wallet, an instant payment key or Interac, in
 * three steps: the form, its review, one outcome (the approval popup between the last two for a second factor).
 */
export function ExternalScreen({
  allowed,
  accounts,
  onRetryAccounts,
  form,
  onSubmit,
  accessRight,
  approval,
  onAgain,
  saved,
  notice,
  initialResult = null,
  recipientChoice = null,
  ...picker
}: ExternalScreenProps) {
  const { t } = useLingui();
  const { rail, countryCode } = picker;
  const sent = useSentTransfer<ExternalTransferResult>(accessRight, approval !== undefined, initialResult);
  const [input, setInput] = useState<ExternalInputs[ExternalRail] | null>(null);
  // "Make another transfer" remounts the form empty; "Try again" shows the same review again, as a new intent.
  const [formKey, setFormKey] = useState(0);
  const outcome = sent.outcome && sent.result;
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Send to a bank or card</Trans>
        </h1>
      </header>
      {!allowed ? (
        <EmptyState
          title={t`External transfers are not available`}
          description={t`Your access does not include sending money outside Paydeck. Ask the company's administrator if you need it.`}
        />
      ) : (
        <section aria-labelledby="external-form-title" className={layout.section}>
          {sent.outcome && sent.result && (
            <ExternalResult
              result={sent.result}
              state={sent.outcome}
              input={input}
              onAgain={() => {
                onAgain();
                sent.clear();
                setFormKey((key) => key + 1);
              }}
              onRetry={() => {
                onAgain();
                sent.clear();
              }}
            />
          )}
          {/* Hidden, not unmounted, under the outcome: "Try again" comes back to the same review. */}
          <div hidden={!!outcome}>
            <div className={layout.section}>
              <h2 id="external-form-title" className={layout.subtitle}>
                <Trans>Payment details</Trans>
              </h2>
              {formKey === 0 && notice}
              {recipientChoice && <RecipientChoice {...recipientChoice} />}
              {countryCode === null && saved && saved.templates.length > 0 && (
                <SavedBeneficiaries templates={saved.templates} countries={picker.countries} onPick={saved.onPick} />
              )}
              <CountryRailPicker {...picker} />
              {rail !== null && countryCode !== null && (
                <LoadableView value={accounts} label={t`Loading your accounts`} onRetry={onRetryAccounts}>
                  {(all) => {
                    const payers = openPaymentAccounts(all);
                    return payers.length === 0 ? (
                      <EmptyState
                        headingLevel={3}
                        title={t`No account to pay from`}
                        description={t`External transfers are paid from an open payment account; you have none.`}
                      />
                    ) : (
                      <ExternalForm
                        key={`${formKey}-${rail}-${countryCode}`}
                        rail={rail}
                        countryCode={countryCode}
                        countries={picker.countries}
                        accounts={payers}
                        {...form}
                        initialValues={formKey === 0 ? form.initialValues : undefined}
                        onSubmit={async (chosen, payload) => {
                          const result = await onSubmit(chosen, payload);
                          setInput(payload);
                          sent.accept(result);
                          return result;
                        }}
                      />
                    );
                  }}
                </LoadableView>
              )}
            </div>
          </div>
          {sent.popupOpen && sent.result && approval?.(sent.result, sent.settle)}
        </section>
      )}
    </div>
  );
}
