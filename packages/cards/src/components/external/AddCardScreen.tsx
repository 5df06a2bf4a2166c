import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button, FieldGroupError, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { ExternalCardInput } from '../../api/external';
import {
  binOf,
  type CardNumberProblem,
  cardNumberProblem,
  type ExpiryProblem,
  expiryProblem,
  fullYear,
  groupCardNumber,
  monthNumber,
  normaliseCardNumber,
} from '../../model/bin';
import { NAME_MAX, textProblem } from '../../model/free-text';
import { useTextWords } from '../common/text-words';
import { BinDetails, type BinLookup } from './BinDetails';
import type { AddCardValues } from './add-card-values';
import * as styles from './external.css';

export { type AddCardValues, emptyCardValues } from './add-card-values';

/** What the server refused, mapped to a field where it names one. */
export type AddCardServerProblem = 'blocked' | 'number' | 'expired' | 'holderName' | null;

export type AddCardSubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; problem: AddCardServerProblem; message: string };

export interface AddCardScreenProps {
  values: AddCardValues;
  onChange: (patch: Partial<AddCardValues>) => void;
  /** The blocked BINs (empty until fetched: the server refuses them anyway). */
  blockedBins: readonly string[];
  bin: BinLookup;
  submit: AddCardSubmitState;
  onSubmit: (input: ExternalCardInput) => void;
  onCancel: () => void;
  /** Today, for the expiry check. */
  today: Date;
}

const numberText: Record<CardNumberProblem, MessageDescriptor> = {
  required: msg`Enter the card number.`,
  digits: msg`The card number has digits only.`,
  length: msg`A card number has 13 to 19 digits.`,
  luhn: msg`This is not a valid card number. Check the digits.`,
  blocked: msg`Cards from this issuer are not accepted. Use a card from another bank.`,
};

const expiryText: Record<ExpiryProblem, MessageDescriptor> = {
  month: msg`Enter the expiry month as 1 to 12.`,
  year: msg`Enter the expiry year, for example 2029.`,
  expired: msg`This card has expired.`,
};

/** /add-card: link a card of another bank. The BIN lookup tells who issued it as soon as 6 digits are typed. */
export function AddCardScreen({
  values,
  onChange,
  blockedBins,
  bin,
  submit,
  onSubmit,
  onCancel,
  today,
}: AddCardScreenProps) {
  const { t, i18n } = useLingui();
  const words = useTextWords();
  const [touched, setTouched] = useState({ number: false, month: false, year: false, holder: false });
  const [attempted, setAttempted] = useState(false);
  const touch = (field: keyof typeof touched) => () => setTouched((state) => ({ ...state, [field]: true }));

  const numberProblem = cardNumberProblem(values.cardNumber, blockedBins);
  const blocked = numberProblem === 'blocked' || (submit.kind === 'failed' && submit.problem === 'blocked');
  const expiry = expiryProblem(values.expiryMonth, values.expiryYear, today);
  const holder = values.holderName.trim();
  const holderText = textProblem(values.holderName, { max: NAME_MAX });
  const holderProblem =
    holder === '' ? t`Enter the name as it is on the card.` : holderText ? words(holderText, NAME_MAX) : null;
  const serverProblem = submit.kind === 'failed' ? submit.problem : null;

  // A blocked BIN is refused at once; other problems once the field was left or a submit was tried.
  const numberError = blocked
    ? i18n._(numberText.blocked)
    : numberProblem && (touched.number || attempted)
      ? i18n._(numberText[numberProblem])
      : serverProblem === 'number'
        ? i18n._(numberText.luhn)
        : null;
  // Month and year are checked each on its own (both red when both are empty), then together (expired).
  const monthInvalid = (touched.month || attempted) && monthNumber(values.expiryMonth) === null;
  const yearInvalid = (touched.year || attempted) && fullYear(values.expiryYear) === null;
  const expired =
    ((touched.month || touched.year || attempted) && expiry === 'expired') ||
    (serverProblem === 'expired' && !monthInvalid && !yearInvalid);
  const expiryErrors = [
    monthInvalid ? i18n._(expiryText.month) : null,
    yearInvalid ? i18n._(expiryText.year) : null,
    expired ? i18n._(expiryText.expired) : null,
  ].filter((text) => text !== null);
  const expiryError = expiryErrors.length > 0 ? expiryErrors.join(' ') : null;
  const holderError =
    holderProblem && (touched.holder || attempted)
      ? holderProblem
      : serverProblem === 'holderName' && submit.kind === 'failed'
        ? submit.message
        : null;
  const busy = submit.kind === 'submitting';

  const send = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const month = monthNumber(values.expiryMonth);
    const year = fullYear(values.expiryYear);
    if (numberProblem || expiry || holderProblem || month === null || year === null || busy) return;
    onSubmit({
      cardNumber: normaliseCardNumber(values.cardNumber),
      expiryMonth: month,
      expiryYear: year,
      holderName: holder,
    });
  };

  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Add a card of another bank</Trans>
      </h1>
      <section className={pageLayout.section} aria-labelledby="add-card-title">
        <h2 id="add-card-title" className={pageLayout.subtitle}>
          <Trans>Card details</Trans>
        </h2>
        <p className={pageLayout.text}>
          <Trans>
            To check that the card is yours, we charge it a small amount between 0.10 and 1.99. You then confirm the
            card by entering that amount.
          </Trans>
        </p>
        <form className={styles.form} onSubmit={send} noValidate aria-busy={busy || undefined}>
          <TextField
            label={t`Card number`}
            value={values.cardNumber}
            onChange={(typed) => onChange({ cardNumber: groupCardNumber(typed) })}
            onBlur={touch('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            isRequired
            isInvalid={numberError !== null}
            errorMessage={numberError}
          />
          {/* Announced as it changes: who issued the card, as soon as 6 digits are typed. */}
          <div aria-live="polite">{!blocked && binOf(values.cardNumber) !== null && <BinDetails lookup={bin} />}</div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>Valid until</Trans>
            </legend>
            <div className={styles.expiry}>
              <TextField
                label={t`Month`}
                placeholder={t`MM`}
                value={values.expiryMonth}
                onChange={(expiryMonth) => onChange({ expiryMonth: expiryMonth.replace(/\D/g, '').slice(0, 2) })}
                onBlur={touch('month')}
                inputMode="numeric"
                autoComplete="cc-exp-month"
                isRequired
                isInvalid={monthInvalid || expired}
                aria-describedby={expiryError ? 'expiry-error' : undefined}
              />
              <TextField
                label={t`Year`}
                placeholder={t`YYYY`}
                value={values.expiryYear}
                onChange={(expiryYear) => onChange({ expiryYear: expiryYear.replace(/\D/g, '').slice(0, 4) })}
                onBlur={touch('year')}
                inputMode="numeric"
                autoComplete="cc-exp-year"
                isRequired
                isInvalid={yearInvalid || expired}
                aria-describedby={expiryError ? 'expiry-error' : undefined}
              />
            </div>
            <FieldGroupError id="expiry-error">{expiryError}</FieldGroupError>
          </fieldset>
          <TextField
            label={t`Name on the card`}
            value={values.holderName}
            onChange={(holderName) => onChange({ holderName })}
            onBlur={touch('holder')}
            autoComplete="cc-name"
            isRequired
            isInvalid={holderError !== null}
            errorMessage={holderError}
          />
          {/* The form's one alert: what the server refused without naming a field. */}
          {submit.kind === 'failed' && submit.problem === null && (
            <p className={pageLayout.message} role="alert">
              {submit.message}
            </p>
          )}
          <div className={pageLayout.actions}>
            <Button type="submit" isLoading={busy}>
              <Trans>Add the card</Trans>
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
