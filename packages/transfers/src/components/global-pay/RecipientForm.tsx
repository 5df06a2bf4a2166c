import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { Button, Radio, RadioGroup, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { useMemo, useState } from 'react';
import type { ExtraParam, MethodOption, PaymentMeta, PayoutCountry } from '../../api/global-pay-recipient';
import * as styles from './global-pay.css';
import { extraParamLabels, methodLabels } from './labels';

type Step<T> = { data: T | undefined; pending: boolean };

export interface RecipientChoiceProps {
  /** The payment's currency (the fee is in it when the server names none). */
  currencyCode: string;
  countries: Step<PayoutCountry[]>;
  methods: Step<MethodOption[]>;
  meta: Step<PaymentMeta>;
  extraParams: Step<ExtraParam[]>;
  country: string;
  method: string;
  onCountry: (countryCode: string) => void;
  onMethod: (method: string) => void;
  onSubmit: (paymentDetails: Record<string, string>) => void;
  submitting: boolean;
}

/** Steps 1 and 2: the country (by name, searchable), how to receive, then the account's details. */
export function RecipientChoice(props: RecipientChoiceProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { countries, methods, meta, extraParams } = props;
  const [fields, setFields] = useState<Record<string, string>>({});
  const only = useMemo(() => (countries.data ?? []).map((country) => country.countryCode), [countries.data]);
  const toCurrency = countries.data?.find((country) => country.countryCode === props.country)?.currencyCode ?? '';
  const methodName = (name: string) => {
    const label = methodLabels[name];
    return label ? i18n._(label) : name;
  };
  const missing = (extraParams.data ?? []).some((param) => param.required && !(fields[param.name] ?? '').trim());
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`How to receive the payment`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(fields);
      }}
    >
      <CountryComboBox
        label={t`Country where you receive the money`}
        only={only}
        isDisabled={countries.pending}
        placeholder={countries.pending ? t`Loading…` : t`Type to search`}
        selectedKey={props.country || null}
        onSelectionChange={(key) => props.onCountry(key === null ? '' : String(key))}
      />
      {props.country ? (
        <RadioGroup
          label={t`How you receive it`}
          aria-busy={methods.pending}
          value={props.method || null}
          onChange={props.onMethod}
          description={methods.pending ? t`Loading…` : undefined}
        >
          {(methods.data ?? []).map((option) => (
            <Radio key={option.transferType} value={option.transferType}>
              {methodName(option.transferType)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {props.method && meta.data ? (
        <p aria-busy={meta.pending} className={layout.text} data-testid="recipient-meta">
          {t`You receive ${money(meta.data.toAmount, toCurrency || props.currencyCode)}. Exchange rate ${meta.data.exchangeRate}; fee ${money(meta.data.fee, meta.data.feeCurrencyCode ?? props.currencyCode)}.`}
        </p>
      ) : null}
      {props.method
        ? (extraParams.data ?? []).map((param) => {
            const label = extraParamLabels[param.name];
            return (
              <TextField
                key={param.name}
                label={label ? i18n._(label) : param.name}
                isRequired={param.required}
                value={fields[param.name] ?? ''}
                onChange={(value) => setFields((current) => ({ ...current, [param.name]: value }))}
              />
            );
          })
        : null}
      <div className={layout.actions}>
        <Button type="submit" isLoading={props.submitting} isDisabled={!props.method || extraParams.pending || missing}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}

export interface RecipientCodeProps {
  approvalSentTo: string | null;
  onApprove: (code: string) => void;
  approving: boolean;
  onResend: () => void;
  /** Back to the details (a new submit sends a new code). */
  onChange: () => void;
}

/** Step 3: the code sent by e-mail confirms where the money goes. */
export function RecipientCode(props: RecipientCodeProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const sentTo = props.approvalSentTo ?? t`your e-mail address`;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Confirm with the code`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onApprove(code.trim());
      }}
    >
      <p className={layout.text}>{t`We sent a code to ${sentTo}. Enter it to confirm where the money goes.`}</p>
      <TextField label={t`Code`} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" />
      <div className={layout.actions}>
        <Button type="submit" isLoading={props.approving} isDisabled={code.trim() === ''}>
          <Trans>Confirm and receive</Trans>
        </Button>
        <Button variant="secondary" onPress={props.onResend}>
          <Trans>Send the code again</Trans>
        </Button>
        <Button variant="quiet" onPress={props.onChange}>
          <Trans>Change the details</Trans>
        </Button>
      </div>
    </form>
  );
}
