import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { Reputation } from '../api/commerce-schemas';
import * as styles from './merchant.css';

export interface ReputationScreenProps {
  /** null: nothing asked yet. */
  result: Loadable<readonly Reputation[]> | null;
  onSearch: (email: string) => void;
  onRetry: () => void;
}

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

/** security/reputation: what Paydeck knows of a payer, searched by e-mail (trimmed). */
export function ReputationScreen(props: ReputationScreenProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(
    () =>
      v.object({ email: v.pipe(v.string(), v.trim(), v.email(t`Enter a valid e-mail, such as name@example.com.`)) }),
    [t],
  );
  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => props.onSearch(value.email.trim()),
  });
  return (
    <>
      <form
        noValidate
        className={styles.filters}
        aria-label={t`Search reputation by e-mail`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="email">
          {(field) => (
            <TextField
              label={t`Payer's e-mail`}
              type="email"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={!!message(field.state.meta.errors)}
              errorMessage={message(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {props.result && (
        <LoadableView value={props.result} label={t`Searching`} onRetry={props.onRetry}>
          {(list) =>
            list.map((item) => (
              <dl key={item.email} className={pageLayout.facts} aria-label={item.email}>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`E-mail`}</dt>
                  <dd className={pageLayout.factValue}>{item.email}</dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Paydeck customer`}</dt>
                  <dd className={pageLayout.factValue}>
                    {item.registered && item.memberSince
                      ? t`Yes, since ${i18n.date(item.memberSince, { dateStyle: 'medium' })}`
                      : t`No`}
                  </dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Subscriptions (canceled)`}</dt>
                  <dd className={pageLayout.factValue}>{`${item.subscriptions} (${item.canceledSubscriptions})`}</dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Score`}</dt>
                  <dd className={pageLayout.factValue}>{t`${item.score} of 100`}</dd>
                </div>
              </dl>
            ))
          }
        </LoadableView>
      )}
    </>
  );
}
