import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, useMoneyText } from '@paydeck/accounts';
import { AmountInput, Button, ListOption, Select } from '@paydeck/ui';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { currencyScale, REFERENCE_MAX } from '../p2p/p2p-rules';
import * as styles from '../p2p/p2p.css';
import { ExternalReview } from './ExternalReview';
import { externalProblems, type PhoneRule } from './external-rules';
import { feeLines, receivedCurrency } from './fee-lines';
import { CryptoFields } from './fields/CryptoFields';
import { BoundText } from './fields/BoundText';
import { EftFields } from './fields/EftFields';
import { ExtraParamFields } from './fields/ExtraParamFields';
import { InstantFields } from './fields/InstantFields';
import { InteracFields } from './fields/InteracFields';
import { OctFields } from './fields/OctFields';
import { TemplatePicker } from './fields/TemplatePicker';
import { WireFields } from './fields/WireFields';
import { ExternalSummary } from './ExternalSummary';
import type { ExternalFormProps } from './types';
import { useExternalForm } from './useExternalForm';

/** The rails whose fields may hold a phone number (interac, instant keys): they load its rule first. */
const asksPhone = (rail: ExternalFormProps['rail']) => rail === 'interac' || rail === 'instant';

/** One external transfer; for interac and instant the phone rule (libphonenumber-js) is loaded first. */
export function ExternalForm(props: ExternalFormProps) {
  const { t } = useLingui();
  const [phone, setPhone] = useState<{ rule: PhoneRule } | null>(null);
  const needed = asksPhone(props.rail);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('../../model/phone').then((module) => live && setPhone({ rule: module.phoneOnWire }));
    return () => {
      live = false;
    };
  }, [needed]);
  if (needed && phone === null) return <p role="status">{t`Loading the transfer form`}</p>;
  return <RailForm {...props} phone={phone?.rule} />;
}

/**
 * Saved beneficiaries first (wire, EFT), then the account, the rail's fields, the country's extra fields, amount,
 * fee, reference; "Review" checks it all and shows the review, whose confirm sends it. The fields carry no
 * browser validation (react-aria's `aria` behaviour): every message is the form's own, in the interface language.
 */
function RailForm({ phone, ...props }: ExternalFormProps & { phone: PhoneRule | undefined }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const kit = useExternalForm(props, phone);
  const { form, values, errorOf, forget, formError, review } = kit;
  const { rail, countryCode, accounts, data, lookups, countries } = props;
  const account = accounts.find((item) => item.accountId === values.fromAccountId);
  const currency = account?.currencyCode ?? '';
  const available = account ? money(availableAmount(account), currency) : null;
  const problems = externalProblems(
    {
      rail,
      countryCode,
      accounts,
      blockedBins: [],
      extraParams: null,
      maxAmount: data.max?.kind === 'ready' ? data.max.data.amount : null,
      phone,
    },
    values,
  );
  const keyProblem = rail === 'instant' && problems.some((p) => p.field === 'instantKey');
  const received = receivedCurrency(rail, countryCode, review?.values ?? values, currency);
  const fees = feeLines(
    data,
    {
      amount: (review?.values ?? values).amount,
      fromAccountId: values.fromAccountId,
      currency,
      receivedCurrency: received,
    },
    review === null && problems.some((p) => p.field === 'amount'),
  );
  return (
    <>
      {kit.reviewed && account && (
        <div hidden={review === null}>
          <ExternalReview
            key={kit.reviewed.key}
            rail={rail}
            countryCode={countryCode}
            countries={countries}
            values={kit.reviewed.state.values}
            account={account}
            receivedCurrency={received}
            fees={fees}
            payoutCards={data.payoutCards.kind === 'ready' ? data.payoutCards.data : []}
            busy={kit.confirming}
            problem={formError}
            onEdit={kit.edit}
            onConfirm={() => void kit.confirm()}
          />
        </div>
      )}
      {/* Hidden, not unmounted, under the review: "Edit" comes back to the same values and their lookups. */}
      <div hidden={review !== null}>
        <Form
          className={styles.form}
          validationBehavior="aria"
          aria-label={t`External transfer`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {(rail === 'wire' || rail === 'eft') && (
            <TemplatePicker kit={kit} rail={rail} countryCode={countryCode} templates={data.templates} />
          )}
          <form.Field name="fromAccountId">
            {(field) => (
              <Select
                label={t`From account`}
                items={accounts}
                value={field.state.value}
                onChange={(key) => {
                  field.handleChange(key === null ? null : Number(key));
                  forget('fromAccountId');
                }}
                isRequired
                isInvalid={!!errorOf('fromAccountId', field.state.meta.errors)}
                errorMessage={errorOf('fromAccountId', field.state.meta.errors)}
              >
                {(item: Account) => {
                  const label = `${item.currencyCode} · ${money(availableAmount(item), item.currencyCode)}`;
                  return (
                    <ListOption id={item.accountId} textValue={label}>
                      {label}
                    </ListOption>
                  );
                }}
              </Select>
            )}
          </form.Field>
          {rail === 'oct' && <OctFields kit={kit} data={data} />}
          {rail === 'wire' && <WireFields kit={kit} lookups={lookups} />}
          {rail === 'eft' && <EftFields kit={kit} data={data} countryCode={countryCode} />}
          {rail === 'crypto' && <CryptoFields kit={kit} />}
          {rail === 'instant' && <InstantFields kit={kit} data={data} lookups={lookups} keyProblem={keyProblem} />}
          {rail === 'interac' && <InteracFields kit={kit} />}
          {data.extraParams.kind === 'failed' && <p className={styles.error}>{data.extraParams.message}</p>}
          <ExtraParamFields kit={kit} answer={data.extraParams.kind === 'ready' ? data.extraParams.data : null} />
          <form.Field name="amount">
            {(field) => (
              <AmountInput
                label={t`Amount`}
                currency={currency}
                maxDecimals={currencyScale(currency)}
                value={field.state.value}
                onChange={(amount) => {
                  field.handleChange(amount);
                  forget('amount');
                }}
                onBlur={field.handleBlur}
                isRequired
                isInvalid={!!errorOf('amount', field.state.meta.errors)}
                errorMessage={errorOf('amount', field.state.meta.errors)}
                description={available ? t`Available: ${available}` : undefined}
              />
            )}
          </form.Field>
          <ExternalSummary data={data} fees={fees} currency={currency} receivedCurrency={received} />
          <BoundText kit={kit} name="description" label={t`Reference (optional)`} maxLength={REFERENCE_MAX} />
          {formError && !review && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div>
            <Button type="submit">
              <Trans>Review the transfer</Trans>
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}
