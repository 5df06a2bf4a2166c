import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type {
  ExtraParam,
  MethodOption,
  PaymentDetails,
  PaymentMeta,
  PayoutCountry,
  Withdrawal,
} from '../../api/global-pay-recipient';
import * as styles from './global-pay.css';
import { extraParamLabels, methodLabels, paymentStatusLabels } from './labels';

type Step<T> = { data: T | undefined; pending: boolean };

export interface RecipientScreenProps {
  details: PaymentDetails;
  countries: Step<PayoutCountry[]>;
  methods: Step<MethodOption[]>;
  meta: Step<PaymentMeta>;
  extraParams: Step<ExtraParam[]>;
  withdrawals: Step<Withdrawal[]>;
  country: string;
  method: string;
  onCountry: (countryCode: string) => void;
  onMethod: (method: string) => void;
  onSubmit: (paymentDetails: Record<string, string>) => void;
  submitting: boolean;
  /** Where the code went, once submitted. */
  approvalSentTo: string | null;
  awaitingCode: boolean;
  onApprove: (code: string) => void;
  approving: boolean;
  onResend: () => void;
  onRefuse: () => void;
  refusing: boolean;
  /** The last call's refusal or failure, as text (the screen shows every error itself). */
  failure: string | null;
}

/** receive/{id}: a global payment's recipient chooses how to be paid, approves with a code, or refuses. */
export function RecipientScreen(props: RecipientScreenProps) {
  const { t, i18n } = useLingui();
  const { details, countries, methods, meta, extraParams, withdrawals } = props;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [code, setCode] = useState('');
  const open = details.status === 'new' || details.status === 'pending';
  const methodName = (name: string) => (methodLabels[name] ? i18n._(methodLabels[name]) : name);
  const statusLabel = paymentStatusLabels[details.status];
  return (
    <section className={styles.screen} aria-labelledby="receive-title">
      <h1 id="receive-title">{t`${details.senderName} sent you ${details.amount} ${details.currencyCode}`}</h1>
      <p role="status">{statusLabel ? i18n._(statusLabel) : details.status}</p>
      {details.description ? <p className={styles.muted}>{details.description}</p> : null}
      {details.feeIsBen ? <p className={styles.muted}>{t`The fee is taken from this payment.`}</p> : null}
      {props.failure ? (
        <p role="alert" className={styles.problem}>
          {props.failure}
        </p>
      ) : null}
      {open && !props.awaitingCode ? (
        <form
          className={styles.form}
          aria-label={t`How to receive the payment`}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit(fields);
          }}
        >
          <label className={styles.cell}>
            {t`Country`}
            <select
              value={props.country}
              disabled={countries.pending}
              onChange={(event) => props.onCountry(event.currentTarget.value)}
            >
              <option value="">{countries.pending ? t`Loading…` : t`Choose a country`}</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.countryCode} value={country.countryCode}>
                  {country.countryCode}
                </option>
              ))}
            </select>
          </label>
          {props.country ? (
            <fieldset className={styles.methods} aria-busy={methods.pending}>
              <legend>{t`Method`}</legend>
              {methods.pending ? <span className={styles.muted}>{t`Loading…`}</span> : null}
              {(methods.data ?? []).map((option) => (
                <label key={option.transferType}>
                  <input
                    type="radio"
                    name="method"
                    checked={props.method === option.transferType}
                    onChange={() => props.onMethod(option.transferType)}
                  />{' '}
                  {methodName(option.transferType)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {props.method && meta.data ? (
            <p aria-busy={meta.pending}>
              {t`You receive ${meta.data.toAmount} at the rate ${meta.data.exchangeRate}; fee ${meta.data.fee} ${meta.data.feeCurrencyCode ?? ''}.`}
            </p>
          ) : null}
          {props.method
            ? (extraParams.data ?? []).map((param) => (
                <TextField
                  key={param.name}
                  label={extraParamLabels[param.name] ? i18n._(extraParamLabels[param.name] as never) : param.name}
                  isRequired={param.required}
                  value={fields[param.name] ?? ''}
                  onChange={(value) => setFields((current) => ({ ...current, [param.name]: value }))}
                />
              ))
            : null}
          <div className={styles.actions}>
            <Button type="submit" isLoading={props.submitting} isDisabled={!props.method || extraParams.pending}>
              <Trans>Receive the payment</Trans>
            </Button>
            <Button variant="secondary" onPress={props.onRefuse} isLoading={props.refusing}>
              <Trans>Refuse the payment</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      {open && props.awaitingCode ? (
        <form
          className={styles.form}
          aria-label={t`Approve with the code`}
          onSubmit={(event) => {
            event.preventDefault();
            props.onApprove(code);
          }}
        >
          <p>{t`We sent a code to ${props.approvalSentTo ?? ''}.`}</p>
          <TextField label={t`Code`} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" />
          <div className={styles.actions}>
            <Button type="submit" isLoading={props.approving} isDisabled={code.trim() === ''}>
              <Trans>Approve</Trans>
            </Button>
            <Button variant="secondary" onPress={props.onResend}>
              <Trans>Send the code again</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      <h2>{t`Your last payments`}</h2>
      {withdrawals.pending ? <p className={styles.muted}>{t`Loading…`}</p> : null}
      {withdrawals.data && withdrawals.data.length === 0 ? <p className={styles.muted}>{t`None yet.`}</p> : null}
      <ul className={styles.list}>
        {(withdrawals.data ?? []).map((item) => (
          <li key={item.paymentId}>
            {item.amount} {item.currencyCode} · {item.method ? methodName(item.method) : ''} ·{' '}
            {item.date ? i18n.date(new Date(item.date)) : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
